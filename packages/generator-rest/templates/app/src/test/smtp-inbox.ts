import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMail, type ReceivedMail } from "./read-mail.js";

export interface SmtpInbox {
  /** The SMTP_URL that delivers here. */
  url: string;
  /** Every mail received, oldest first. */
  received: ReceivedMail[];
  /** The oldest mail not taken yet, as soon as there is one. */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const unread: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        const envelope = { from: mailFrom ? mailFrom.address : "", to: rcptTo.map((recipient) => recipient.address) };
        const mail = readMail(Buffer.concat(chunks).toString("utf8"), envelope);
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else unread.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next() {
      const mail = unread.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
