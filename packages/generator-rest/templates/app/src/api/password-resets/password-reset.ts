import type { Stored } from "@hostkit/rest";

/** A pending reset: only the SHA-256 of its token is kept, so the store alone gives no usable link. */
export interface PasswordReset {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export type StoredPasswordReset = Stored<PasswordReset>;
