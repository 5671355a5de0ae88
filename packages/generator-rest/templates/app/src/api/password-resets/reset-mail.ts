import { appName, linkMail } from "../../mail/link-mail.js";
import type { Mail } from "../../mail/mailer.js";

/** The mail that carries a reset link, as text and as HTML. */
export function resetMail(to: string, userName: string, url: string): Mail {
  return linkMail(to, userName, url, {
    subject: `Reset your ${appName} password`,
    ask: "Someone asked to reset your password. To choose a new one, open this link within an hour:",
    otherwise: "If it was not you, ignore this mail: your password stays as it is.",
  });
}
