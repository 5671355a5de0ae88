<%_ if (passwordReset) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import type { Mail } from "../<%= root %>/mail/mailer.js";
import { escapeHtml } from "../<%= root %>/mail/escape-html.js";

const appName = "<%= name %>";

/** The mail that carries a reset link, as text and as HTML. */
export function resetMail(to: string, userName: string, url: string): Mail {
  const name = escapeHtml(userName);
  const href = escapeHtml(url);
  return {
    to,
    subject: `Reset your ${appName} password`,
    text: [
      `Hi ${userName}, this is ${appName}.`,
      "",
      "Someone asked to reset your password. To choose a new one, open this link within an hour:",
      "",
      url,
      "",
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n"),
    html: [
      `<p>Hi ${name}, this is ${appName}.</p>`,
      "<p>Someone asked to reset your password. To choose a new one, open this link within an hour:</p>",
      `<p><a href="${href}">${href}</a></p>`,
      "<p>If it was not you, ignore this mail: your password stays as it is.</p>",
    ].join("\n"),
  };
}
<%_ } _%>
