import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox.js";
import { loadMailConfig } from "./mail-config.js";
import { createMailer, type Mail } from "./mailer.js";

const mail: Mail = { to: "ana@example.com", subject: "Hello", text: "Héllo, Ana: https://app.example.com/x", html: "<p>Héllo</p>" };

/** A logger that keeps what it is given. */
function recordingLog() {
  const lines: { level: string; data: unknown; message: string }[] = [];
  const record = (level: string) => (data: unknown, message: string) => void lines.push({ level, data, message });
  return { lines, log: { info: record("info"), error: record("error") } as unknown as FastifyBaseLogger };
}

describe("createMailer", () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it("sends through SMTP_URL from MAIL_FROM", async () => {
    const config = loadMailConfig({ SMTP_URL: inbox.url, MAIL_FROM: "Shop <shop@example.com>" });
    const mailer = createMailer(config, "production", recordingLog().log);
    await mailer.send(mail);
    mailer.close();
    expect(await inbox.next()).toEqual({ from: "shop@example.com", to: ["ana@example.com"], subject: "Hello", text: mail.text, html: mail.html });
  });

  it("prints the mail to the log without SMTP_URL while developing", async () => {
    const { lines, log } = recordingLog();
    await createMailer(loadMailConfig({}), "development", log).send(mail);
    expect(lines).toEqual([{ level: "info", data: { mail: { to: mail.to, subject: mail.subject, text: mail.text } }, message: expect.any(String) }]);
  });

  it("logs an error without the mail's text in production without SMTP_URL", async () => {
    const { lines, log } = recordingLog();
    await createMailer(loadMailConfig({}), "production", log).send(mail);
    expect(lines).toEqual([{ level: "error", data: { to: mail.to, subject: mail.subject }, message: "Mail not sent: SMTP_URL is not set" }]);
  });
});

describe("loadMailConfig", () => {
  it("needs an smtp:// or smtps:// URL and has a sender by default", () => {
    expect(loadMailConfig({})).toEqual({ smtpUrl: undefined, from: "<%= name %> <no-reply@localhost>" });
    expect(loadMailConfig({ SMTP_URL: "smtps://u:p@smtp.example.com" }).smtpUrl).toBe("smtps://u:p@smtp.example.com");
    expect(() => loadMailConfig({ SMTP_URL: "http://smtp.example.com" })).toThrow("SMTP_URL must be an smtp://");
  });
});
