import type { Collection, Store } from "@hostkit/rest";
import type { PasswordReset } from "./password-reset.js";

export function openPasswordResets(store: Store): Promise<Collection<PasswordReset>> {
  // Links are looked up by token, a user's resets all go once one is used, and the store drops expired ones.
  return store.collection<PasswordReset>("password_resets", [
    { field: "tokenHash", unique: true },
    { field: "userId" },
    { field: "expiresAt", expireAfterSeconds: 0 },
  ]);
}
