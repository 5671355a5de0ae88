import { verify } from "./verify.js";

/** Web Crypto `verifyWithFallback`: tries `secret`, then each of `additionalSecrets` in turn. */
export async function verifyWithFallback(
  secret: string,
  payload: string | Uint8Array,
  signature: string,
  additionalSecrets: readonly string[] = [],
): Promise<boolean> {
  for (const candidate of [secret, ...additionalSecrets]) {
    if (await verify(candidate, payload, signature)) return true;
  }
  return false;
}
