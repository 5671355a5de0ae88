/**
 * Throws unless `payload` is a string or bytes. A parsed object is refused with a hint, because
 * re-serialising it rarely reproduces the exact bytes the sender signed.
 */
export function assertPayload(payload: unknown): asserts payload is string | Uint8Array {
  if (payload === undefined || payload === null) throw new Error("payload is required");
  if (typeof payload === "string" || payload instanceof Uint8Array) return;
  throw new TypeError(`payload must be a string or Uint8Array holding the raw request body, got ${typeof payload}`);
}
