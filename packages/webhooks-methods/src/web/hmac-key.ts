import type { webcrypto } from "node:crypto";

const encoder = new TextEncoder();

/** Imports `secret` (UTF-8) as a Web Crypto HMAC-SHA256 key for signing and verifying. */
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}
