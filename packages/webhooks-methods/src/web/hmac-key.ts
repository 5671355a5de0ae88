import type { webcrypto } from "node:crypto";

const encoder = new TextEncoder();
// An app verifies with one secret, a few while rotating: importing the key once per secret
// spares every call an import. The bound keeps an app that signs with per-tenant secrets small.
const rememberedKeys = 32;
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/** The Web Crypto HMAC-SHA256 key of `secret` (UTF-8), for signing and verifying. */
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  if (keys.size >= rememberedKeys) keys.delete(keys.keys().next().value as string);
  keys.set(secret, key);
  return key;
}
