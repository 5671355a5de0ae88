import { createHmac } from "node:crypto";

/** HMAC-SHA256 of the payload's exact bytes (a string is taken as UTF-8). */
export function hmacSha256(secret: string, payload: string | Uint8Array): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

/** The same HMAC as lowercase hex, encoded natively: faster than hex-encoding the Buffer after. */
export function hmacSha256Hex(secret: string, payload: string | Uint8Array): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}
