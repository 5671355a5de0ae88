import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type FakeProviders } from "../../test/fake-providers.js";
import { startSmtpInbox, type SmtpInbox } from "../../test/smtp-inbox.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let providers: FakeProviders;
let inbox: SmtpInbox;
let app: TestApp;

beforeAll(async () => {
  providers = await startFakeProviders();
  inbox = await startSmtpInbox();
  app = await startTestApp({ ...providers.env, SMTP_URL: inbox.url, MAIL_FROM: "shop@example.com" });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
  await providers.close();
});

describe("a user who signed up through <%= providers.length > 1 ? "a provider" : providers[0] %>", () => {
  it("chooses a password through password reset, then signs in with it as well", async () => {
    const email = "social@example.com";
    providers.addAccount("token-of-social", { id: "4242", email });
    const signedUp = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "token-of-social" });
    expect(signedUp.status).toBe(201);
    const { id } = (signedUp.body as { user: { id: string } }).user;
    const signIn = (password: string) =>
      app.request("POST", "/auth", { basic: { email, password }, form: { access_token: app.config.masterKey } });
    expect((await signIn("chosen-password")).status).toBe(401);

    const asked = await app.request("POST", "/password-resets", {
      form: { email, link: "https://app.example.com/reset", access_token: app.config.masterKey },
    });
    expect(asked.status).toBe(202);
    const token = /https:\/\/app\.example\.com\/reset\/([\w-]+)/.exec((await inbox.next()).text)?.[1] ?? "";
    const chosen = await app.request("PUT", "/password-resets", { form: { token, password: "chosen-password" } });
    expect(chosen.status).toBe(200);

    const withPassword = await signIn("chosen-password");
    const withProvider = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "token-of-social" });
    expect(withPassword).toMatchObject({ status: 201, body: { user: { id } } });
    expect(withProvider).toMatchObject({ status: 201, body: { user: { id } } });
  });
});
