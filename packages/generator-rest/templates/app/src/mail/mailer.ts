import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Mode } from "../read-env.js";
import type { MailConfig } from "./mail-config.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through `smtpUrl`. Without it, development and tests print each mail to the log so the flow works
 * with no set-up, while production sends nothing and logs an error: links in logs would leak.
 */
export function createMailer(config: MailConfig, mode: Mode, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        if (mode === "production") log.error({ to, subject }, "Mail not sent: SMTP_URL is not set");
        else log.info({ mail: { to, subject, text } }, "Mail printed here instead of sent: SMTP_URL is not set");
      },
      close() {},
    };
  }
  // A server that does not answer must not hold a mail for minutes.
  const transport = createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, ...mail });
    },
    close: () => transport.close(),
  };
}
