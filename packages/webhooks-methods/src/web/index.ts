// The Web Crypto entry, for runtimes without node:crypto: the same functions, returning promises.
export { sign, verify, verifyWithFallback } from "../web-methods.js";
