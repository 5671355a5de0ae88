import { payloadTooLarge } from "./payload-too-large.js";

/** Refuses a body by its content-length header before a byte of it is read. */
export function assertDeclaredLength(contentLength: string | undefined, limit: number): void {
  if (contentLength !== undefined && Number(contentLength) > limit) throw payloadTooLarge(limit);
}
