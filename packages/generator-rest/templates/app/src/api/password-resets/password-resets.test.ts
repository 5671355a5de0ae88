import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startSmtpInbox, type SmtpInbox } from "../../test/smtp-inbox.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

const client = "https://app.example.com";

let inbox: SmtpInbox;
let app: TestApp;
let ana: SignedUp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "Shop <shop@example.com>", RESET_LINK_ORIGINS: client });
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const requestReset = (email: string, link = `${client}/reset`, accessToken = app.config.masterKey) =>
  app.request("POST", "/password-resets", { form: { email, link, access_token: accessToken } });

/** Asks for a reset of Ana's password and answers the token from the link in the mail. */
async function mailedToken(): Promise<string> {
  expect((await requestReset("ANA@example.com ")).status).toBe(202);
  const mail = await inbox.next();
  const token = new RegExp(`${client}/reset/([\\w-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`No reset link in:\n${mail.text}`);
  return token;
}

const lookUp = (token: string) => app.request("POST", "/password-resets/lookup", { json: { token } });
const reset = (token: string, password: string) => app.request("PUT", "/password-resets", { form: { token, password } });

const signIn = (password: string) =>
  app.request("POST", "/auth", { basic: { email: ana.email, password }, form: { access_token: app.config.masterKey } });

describe("POST /password-resets", () => {
  it("mails a link to <link>/<token> as text and HTML, with the project's name", async () => {
    const response = await requestReset(ana.email);
    expect(response).toMatchObject({ status: 202, body: { message: expect.any(String) } });
    const mail = await inbox.next();
    expect(mail).toMatchObject({ from: "shop@example.com", to: [ana.email], subject: "Reset your <%= name %> password" });
    expect(mail.text).toContain("Hi Ana, this is <%= name %>.");
    const link = new RegExp(`${client}/reset/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain("Hi Ana, this is <%= name %>.");
  });

  it("answers the same to an e-mail without an account, and mails nothing", async () => {
    const before = inbox.received.length;
    const unknown = await requestReset("nobody@example.com");
    const known = await requestReset(ana.email);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get("content-length")).toBe(known.headers.get("content-length"));
    // Mails go out one after another, so the unknown e-mail was handled before this one arrived.
    expect((await inbox.next()).to).toEqual([ana.email]);
    expect(inbox.received.length).toBe(before + 1);
  });

  it("needs the master key", async () => {
    expect((await requestReset(ana.email, `${client}/reset`, "wrong")).status).toBe(401);
    const bare = await app.request("POST", "/password-resets", { form: { email: ana.email, link: `${client}/reset` } });
    expect(bare.status).toBe(401);
  });

  it("refuses links that are not http(s) or leave RESET_LINK_ORIGINS, and bad e-mails", async () => {
    for (const link of ["javascript:alert(1)", "ftp://app.example.com/reset", "reset", ""]) {
      expect(await requestReset(ana.email, link), link).toMatchObject({ status: 400, body: { param: "link" } });
    }
    expect(await requestReset(ana.email, "https://evil.example.com/reset")).toMatchObject({
      status: 400,
      body: { valid: false, name: "origin", param: "link", message: `link must start with one of ${client}` },
    });
    expect(await requestReset("not-an-email")).toMatchObject({ status: 400, body: { name: "format", param: "email" } });
  });

  it("refuses a link with whitespace or control characters, which could put another link in front of the token", async () => {
    const before = inbox.received.length;
    for (const separator of ["\n", "\r\n", " ", "\t", "\u0000", "\u2028"]) {
      const link = `${client}/reset?${separator}https://evil.example.com/steal#`;
      expect(await requestReset(ana.email, link), JSON.stringify(separator)).toMatchObject({ status: 400, body: { param: "link" } });
    }
    expect(inbox.received.length).toBe(before);
  });

  it("mails the link as parsed, the same text that was checked", async () => {
    expect((await requestReset(ana.email, "HTTPS://APP.example.com/reset")).status).toBe(202);
    expect((await inbox.next()).text).toMatch(new RegExp(`\\n${client}/reset/[\\w-]{43}\\r?\\n`));
  });
});

describe("POST /password-resets/lookup and PUT /password-resets", () => {
  it("shows the user, sets the new password once, and signs in with it", async () => {
    const token = await mailedToken();
    const shown = await lookUp(token);
    expect(shown).toMatchObject({ status: 200, body: { user: { id: ana.id, email: ana.email } } });
    expect(JSON.stringify(shown.body)).not.toContain("password");

    const changed = await app.request("PUT", "/password-resets", { json: { token, password: "brand-new-password" } });
    expect(changed).toMatchObject({ status: 200, body: { id: ana.id, email: ana.email } });
    expect((await signIn("brand-new-password")).status).toBe(201);
    expect((await signIn(ana.password)).status).toBe(401);

    expect((await lookUp(token)).status).toBe(404);
    const again = await reset(token, "another-password");
    expect(again).toMatchObject({ status: 404, body: { statusCode: 404 } });
    ana.password = "brand-new-password";
  });

  it("invalidates every other link of the user", async () => {
    const first = await mailedToken();
    const second = await mailedToken();
    expect((await reset(second, "second-password")).status).toBe(200);
    expect((await lookUp(first)).status).toBe(404);
    expect((await reset(first, "first-password")).status).toBe(404);
    ana.password = "second-password";
  });

  it("refuses a link after an hour", async () => {
    const token = await mailedToken();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 59 * 60 * 1000);
      expect((await lookUp(token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      expect((await lookUp(token)).status).toBe(404);
      expect((await reset(token, "too-late")).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 404 for unknown tokens and 400 for a short password", async () => {
    for (const token of ["unknown", "x".repeat(90), "%7B%22%24ne%22%3A1%7D"]) {
      expect((await lookUp(token)).status).toBe(404);
    }
    const token = await mailedToken();
    const short = await reset(token, "123");
    expect(short).toMatchObject({ status: 400, body: { name: "minlength", param: "password" } });
    // The refused password is not sent back.
    expect(short.body).not.toHaveProperty("value");
    expect(JSON.stringify(short.body)).not.toContain('"123"');
  });
});
