import type { PasswordReset } from "../password-resets/password-reset.js";
import type { Collection, Store } from "@hostkit/rest";

/** A pending confirmation is kept as a reset is: the SHA-256 of its token, its user and its expiry. */
export type EmailConfirmation = PasswordReset;

export function openEmailConfirmations(store: Store): Promise<Collection<EmailConfirmation>> {
  // Its own collection: a confirmation token must never reset a password.
  return store.collection<EmailConfirmation>("email_confirmations", [
    { field: "tokenHash", unique: true },
    { field: "userId" },
    { field: "expiresAt", expireAfterSeconds: 0 },
  ]);
}
