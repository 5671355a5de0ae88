import { createHmac, timingSafeEqual } from "node:crypto";
import { assertPayload, assertSecret, assertSignature, signatureHex } from "./checks.js";

/**
 * Lowercase hex HMAC-SHA256 of the payload's exact bytes (a string is taken as UTF-8), encoded
 * natively: faster than hex-encoding a digest Buffer afterwards.
 */
function hmacSha256Hex(secret: string, payload: string | Uint8Array): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Signs a payload: `sha256=` followed by the lowercase hex HMAC-SHA256 of its bytes. */
export function sign(secret: string, payload: string | Uint8Array): string {
  assertSecret(secret);
  assertPayload(payload);
  return `sha256=${hmacSha256Hex(secret, payload)}`;
}

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

/**
 * Verifies against `secret`, then against each of `additionalSecrets` in turn, so deliveries signed
 * with an old secret keep verifying while a new one is rolled out.
 */
export function verifyWithFallback(
  secret: string,
  payload: string | Uint8Array,
  signature: string,
  additionalSecrets: readonly string[] = [],
): boolean {
  if (verify(secret, payload, signature)) return true;
  return additionalSecrets.some((candidate) => verify(candidate, payload, signature));
}
