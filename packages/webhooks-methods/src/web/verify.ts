import { assertPayload } from "../assert-payload.js";
import { assertSecret } from "../assert-secret.js";
import { assertSignature } from "../assert-signature.js";
import { signatureHex } from "../signature-hex.js";
import { fromHex } from "./from-hex.js";
import { hmacKey } from "./hmac-key.js";
import { toBytes } from "./to-bytes.js";

/**
 * Web Crypto `verify`: `crypto.subtle.verify` compares in constant time. Resolves to `false` for a
 * malformed signature; rejects on missing arguments.
 */
export async function verify(secret: string, payload: string | Uint8Array, signature: string): Promise<boolean> {
  assertSecret(secret);
  assertPayload(payload);
  assertSignature(signature);
  const hex = signatureHex(signature);
  if (hex === undefined) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromHex(hex), toBytes(payload));
}
