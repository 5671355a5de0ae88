<%_ if (passwordReset) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import type { Stored } from "../<%= root %>/store/store.js";

/** A pending reset: only the SHA-256 of its token is kept, so the store alone gives no usable link. */
export interface PasswordReset {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export type StoredPasswordReset = Stored<PasswordReset>;
<%_ } _%>
