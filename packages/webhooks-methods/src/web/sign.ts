import { assertPayload } from "../assert-payload.js";
import { assertSecret } from "../assert-secret.js";
import { toHex } from "./to-hex.js";
import { hmacKey } from "./hmac-key.js";
import { toBytes } from "./to-bytes.js";

/** Web Crypto `sign`: resolves to `sha256=<64 lowercase hex>`; rejects on missing arguments. */
export async function sign(secret: string, payload: string | Uint8Array): Promise<string> {
  assertSecret(secret);
  assertPayload(payload);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), toBytes(payload));
  return `sha256=${toHex(new Uint8Array(mac))}`;
}
