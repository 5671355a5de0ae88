import { createHash, timingSafeEqual } from "node:crypto";

/** Constant-time comparison; hashing first hides the key's length too. */
export function isMasterKey(candidate: string | undefined, masterKey: string): boolean {
  if (candidate === undefined) return false;
  return timingSafeEqual(digest(candidate), digest(masterKey));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
