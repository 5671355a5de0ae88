// The argument checks and the signature format, shared by the node:crypto and Web Crypto entries
// so both refuse the same input with the same errors.

/** Throws unless `secret` is a non-empty string: an empty HMAC key would sign anything anyone can reproduce. */
export function assertSecret(secret: unknown): asserts secret is string {
  if (secret === undefined || secret === null) throw new Error("secret is required");
  if (typeof secret !== "string") throw new TypeError(`secret must be a string, got ${typeof secret}`);
  if (secret === "") throw new Error("secret must not be empty");
}

/**
 * Throws unless `payload` is a string or bytes. A parsed object is refused with a hint, because
 * re-serialising it rarely reproduces the exact bytes the sender signed.
 */
export function assertPayload(payload: unknown): asserts payload is string | Uint8Array {
  if (payload === undefined || payload === null) throw new Error("payload is required");
  if (typeof payload === "string" || payload instanceof Uint8Array) return;
  throw new TypeError(`payload must be a string or Uint8Array holding the raw request body, got ${typeof payload}`);
}

/** Throws only when `signature` is missing; any other bad value is simply a signature that does not match. */
export function assertSignature(signature: unknown): void {
  if (signature === undefined || signature === null) throw new Error("signature is required");
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/** The 64 hex digits of a well-formed `sha256=<hex>` signature, or `undefined` for anything else. */
export function signatureHex(signature: unknown): string | undefined {
  if (typeof signature !== "string") return undefined;
  return SIGNATURE.exec(signature)?.[1];
}
