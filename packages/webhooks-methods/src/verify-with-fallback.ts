import { verify } from "./verify.js";

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
