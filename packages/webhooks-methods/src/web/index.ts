export { sign } from "./sign.js";
export { verify } from "./verify.js";
export { verifyWithFallback } from "./verify-with-fallback.js";
