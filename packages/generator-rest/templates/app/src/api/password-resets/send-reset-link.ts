import type { Mailer } from "../../mail/mailer.js";
import type { Collection } from "@hostkit/rest";
import type { User } from "../../users/user.js";
import type { PasswordReset } from "./password-reset.js";
import { resetMail } from "./reset-mail.js";
import { newResetToken } from "./reset-token.js";
import { resetUrl } from "./reset-link.js";

const lifetimeMs = 60 * 60 * 1000;

export interface ResetLinkSender {
  users: Collection<User>;
  resets: Collection<PasswordReset>;
  mailer: Mailer;
}

/** Mails a fresh single-use link, valid for an hour, to the user with this e-mail; does nothing without one. */
export async function sendResetLink({ users, resets, mailer }: ResetLinkSender, email: string, link: string): Promise<void> {
  const user = await users.findOne({ email });
  if (!user) return;
  const { token, tokenHash } = newResetToken();
  const now = Date.now();
  await resets.insert({ tokenHash, userId: user.id, expiresAt: new Date(now + lifetimeMs), createdAt: new Date(now) });
  await mailer.send(resetMail(user.email, user.name, resetUrl(link, token)));
}
