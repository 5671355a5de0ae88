/** Throws only when `signature` is missing; any other bad value is simply a signature that does not match. */
export function assertSignature(signature: unknown): void {
  if (signature === undefined || signature === null) throw new Error("signature is required");
}
