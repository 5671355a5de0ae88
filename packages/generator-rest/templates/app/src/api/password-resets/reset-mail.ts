<%_ if (passwordReset) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import { appName, linkMail } from "../<%= root %>/mail/link-mail.js";
import type { Mail } from "../<%= root %>/mail/mailer.js";

/** The mail that carries a reset link, as text and as HTML. */
export function resetMail(to: string, userName: string, url: string): Mail {
  return linkMail(to, userName, url, {
    subject: `Reset your ${appName} password`,
    ask: "Someone asked to reset your password. To choose a new one, open this link within an hour:",
    otherwise: "If it was not you, ignore this mail: your password stays as it is.",
  });
}
<%_ } _%>
