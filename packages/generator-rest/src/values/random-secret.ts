import { randomBytes } from "node:crypto";

/** 256 random bits, URL- and .env-safe. */
export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}
