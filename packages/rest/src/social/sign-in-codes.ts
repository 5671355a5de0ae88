import { createHash, randomBytes } from "node:crypto";
import type { Store } from "../store/store.js";

/** How long the front-end has to trade a code after the browser sign-in sent it back. */
const lifetimeSeconds = 60;

interface StoredCode {
  /** Only the code's SHA-256 is kept, so the store alone gives nothing to trade. */
  codeHash: string;
  userId: string;
  expiresAt: Date;
}

/**
 * The single-use codes the browser sign-in hands to the front-end instead of the user token itself,
 * which would otherwise sit in a URL, the browser's history and access logs.
 */
export interface SignInCodes {
  issue(userId: string): Promise<string>;
  /** The user the code was issued for, once: a used, expired or unknown code answers undefined. */
  redeem(code: string): Promise<string | undefined>;
}

export async function openSignInCodes(store: Store): Promise<SignInCodes> {
  const codes = await store.collection<StoredCode>("sign_in_codes", [
    { field: "codeHash", unique: true },
    { field: "expiresAt", expireAfterSeconds: 0 },
  ]);
  return {
    async issue(userId) {
      const code = randomBytes(32).toString("base64url");
      await codes.insert({ codeHash: hash(code), userId, expiresAt: new Date(Date.now() + lifetimeSeconds * 1000) });
      return code;
    },
    async redeem(code) {
      const found = await codes.findOne({ codeHash: hash(code) });
      // Removing is what spends the code: of two requests racing with it, only one removes it.
      if (!found || !(await codes.remove(found.id))) return undefined;
      return found.expiresAt.getTime() > Date.now() ? found.userId : undefined;
    },
  };
}

function hash(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
