import { timingSafeEqual } from "node:crypto";
import { assertPayload } from "./assert-payload.js";
import { assertSecret } from "./assert-secret.js";
import { assertSignature } from "./assert-signature.js";
import { hmacSha256 } from "./hmac-sha256.js";
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
  return timingSafeEqual(hmacSha256(secret, payload), Buffer.from(hex, "hex"));
}
