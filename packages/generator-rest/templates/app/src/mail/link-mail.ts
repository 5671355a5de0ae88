import { escapeHtml } from "./escape-html.js";
import type { Mail } from "./mailer.js";
import { oneLine } from "@hostkit/rest";

export const appName = "<%= name %>";

/** What a link mail says around its link: why it was sent, and what to do if the reader did not ask. */
export interface LinkMailWords {
  subject: string;
  ask: string;
  otherwise: string;
}

/** A mail that greets the user and carries one link, as text and as HTML. */
export function linkMail(to: string, userName: string, url: string, { subject, ask, otherwise }: LinkMailWords): Mail {
  const greeted = oneLine(userName);
  const name = escapeHtml(greeted);
  const href = escapeHtml(url);
  return {
    to,
    subject,
    text: [`Hi ${greeted}, this is ${appName}.`, "", ask, "", url, "", otherwise].join("\n"),
    html: [
      `<p>Hi ${name}, this is ${appName}.</p>`,
      `<p>${ask}</p>`,
      `<p><a href="${href}">${href}</a></p>`,
      `<p>${otherwise}</p>`,
    ].join("\n"),
  };
}
