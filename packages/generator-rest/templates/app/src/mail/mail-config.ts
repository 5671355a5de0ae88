export interface MailConfig {
  /** The SMTP server mails go through, e.g. smtps://user:password@smtp.example.com; without it they are logged. */
  smtpUrl?: string;
  /** The sender of every mail: an address, or "Name <address>". */
  from: string;
}

export function loadMailConfig(env: Record<string, string | undefined>): MailConfig {
  return { smtpUrl: readSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM || "<%= name %> <no-reply@localhost>" };
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : "";
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL such as "smtps://user:password@smtp.example.com"`);
  }
  return value;
}
