import { appName, linkMail } from "../../mail/link-mail.js";
import type { Mail } from "../../mail/mailer.js";

/** The mail that carries an e-mail confirmation link, as text and as HTML. */
export function confirmationMail(to: string, userName: string, url: string): Mail {
  return linkMail(to, userName, url, {
    subject: `Confirm your e-mail for ${appName}`,
    ask: "To confirm that this e-mail is yours, open this link within a day:",
    otherwise: "If you have no account with us, ignore this mail.",
  });
}
