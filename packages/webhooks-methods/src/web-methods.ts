import type { webcrypto } from "node:crypto";
import { assertPayload, assertSecret, assertSignature, signatureHex } from "./checks.js";

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

/** The exact bytes that are signed: UTF-8 for a string, the bytes themselves otherwise. */
function toBytes(payload: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof payload === "string") return encoder.encode(payload);
  return new Uint8Array(payload);
}

function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** Bytes of a hex string already checked to hold an even number of hex digits. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Web Crypto `sign`: resolves to `sha256=<64 lowercase hex>`; rejects on missing arguments. */
export async function sign(secret: string, payload: string | Uint8Array): Promise<string> {
  assertSecret(secret);
  assertPayload(payload);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), toBytes(payload));
  return `sha256=${toHex(new Uint8Array(mac))}`;
}

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
