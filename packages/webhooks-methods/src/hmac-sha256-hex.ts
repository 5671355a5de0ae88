import { createHash, type Hash } from "node:crypto";

/** SHA-256 hash states after the HMAC key's inner and outer pads (RFC 2104). */
interface KeyState {
  inner: Hash;
  outer: Hash;
}

const blockSize = 64;
// An app signs and verifies with one secret, a few while rotating: the pads are hashed once per
// secret. The bound keeps an app that verifies per-tenant secrets small.
const rememberedSecrets = 32;
const states = new Map<string, KeyState>();

function keyState(secret: string): KeyState {
  const known = states.get(secret);
  if (known !== undefined) return known;
  let key = Buffer.from(secret, "utf8");
  if (key.length > blockSize) key = createHash("sha256").update(key).digest();
  const innerPad = Buffer.alloc(blockSize, 0x36);
  const outerPad = Buffer.alloc(blockSize, 0x5c);
  for (let index = 0; index < key.length; index++) {
    innerPad[index] = 0x36 ^ (key[index] as number);
    outerPad[index] = 0x5c ^ (key[index] as number);
  }
  const state = { inner: createHash("sha256").update(innerPad), outer: createHash("sha256").update(outerPad) };
  if (states.size >= rememberedSecrets) states.delete(states.keys().next().value as string);
  states.set(secret, state);
  return state;
}

/**
 * Lowercase hex HMAC-SHA256 of the payload's exact bytes (a string is taken as UTF-8), as
 * `createHmac` computes it. The hash states after the key's pads are computed once per secret
 * and copied for each payload: in a busy server, `createHmac` spends more time setting up its
 * digests (OpenSSL 3 looks SHA-256 up three times per call) than hashing a small payload.
 */
export function hmacSha256Hex(secret: string, payload: string | Uint8Array): string {
  const { inner, outer } = keyState(secret);
  return outer.copy().update(inner.copy().update(payload).digest()).digest("hex");
}
