const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/** The 64 hex digits of a well-formed `sha256=<hex>` signature, or `undefined` for anything else. */
export function signatureHex(signature: unknown): string | undefined {
  if (typeof signature !== "string") return undefined;
  return SIGNATURE.exec(signature)?.[1];
}
