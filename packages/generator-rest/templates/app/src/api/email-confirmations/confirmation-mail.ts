<%_ if (passwordReset) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import { escapeHtml } from "../<%= root %>/mail/escape-html.js";
import type { Mail } from "../<%= root %>/mail/mailer.js";

const appName = "<%= name %>";

/** The mail that carries an e-mail confirmation link, as text and as HTML. */
export function confirmationMail(to: string, userName: string, url: string): Mail {
  const name = escapeHtml(userName);
  const href = escapeHtml(url);
  return {
    to,
    subject: `Confirm your e-mail for ${appName}`,
    text: [
      `Hi ${userName}, this is ${appName}.`,
      "",
      "To confirm that this e-mail is yours, open this link within a day:",
      "",
      url,
      "",
      "If you have no account with us, ignore this mail.",
    ].join("\n"),
    html: [
      `<p>Hi ${name}, this is ${appName}.</p>`,
      "<p>To confirm that this e-mail is yours, open this link within a day:</p>",
      `<p><a href="${href}">${href}</a></p>`,
      "<p>If you have no account with us, ignore this mail.</p>",
    ].join("\n"),
  };
}
<%_ } _%>
