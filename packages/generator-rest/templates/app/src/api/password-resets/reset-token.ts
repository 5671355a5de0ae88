import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe, and the hash under which the token is stored. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

/** A fast hash is enough: the token is random and long, so it cannot be guessed from its hash. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
