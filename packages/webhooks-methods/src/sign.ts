import { assertPayload } from "./assert-payload.js";
import { assertSecret } from "./assert-secret.js";
import { hmacSha256Hex } from "./hmac-sha256-hex.js";

/** Signs a payload: `sha256=` followed by the lowercase hex HMAC-SHA256 of its bytes. */
export function sign(secret: string, payload: string | Uint8Array): string {
  assertSecret(secret);
  assertPayload(payload);
  return `sha256=${hmacSha256Hex(secret, payload)}`;
}
