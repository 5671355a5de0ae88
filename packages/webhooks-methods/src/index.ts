// The node:crypto entry: synchronous, so `await` works on its results too.
export { sign, verify, verifyWithFallback } from "./node-methods.js";
