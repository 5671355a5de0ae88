import { timingSafeEqual } from "node:crypto";
import { assertPayload } from "./assert-payload.js";
import { assertSecret } from "./assert-secret.js";
import { assertSignature } from "./assert-signature.js";
import { hmacSha256Hex } from "./hmac-sha256-hex.js";
import { signatureHex } from "./signature-hex.js";

/**
 * Whether `signature` is the signature of `payload` with `secret`, compared in constant time.
 * A malformed, short, long or differently prefixed signature is `false`, never an exception.
 */
export function verify(secret: string, payload: string | Uint8Array, signature: string): boolean {
  assertSecret(secret);
  assertPayload(payload);
  assertSignature(signature);
  const hex = signatureHex(signature);
  if (hex === undefined) return false;
  // Compares hex text of equal length: hex-encoding our digest natively is cheaper than decoding theirs.
  return timingSafeEqual(Buffer.from(hmacSha256Hex(secret, payload)), Buffer.from(hex));
}
