import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type FakeProviders } from "../test/fake-providers.js";
import { signUp } from "../test/sign-up.js";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

const provider = "<%= providers[0] %>";

describe(`pre-account hijacking: the owner of an e-mail confirms it before signing in with ${provider}`, () => {
  let providers: FakeProviders;
  let inbox: SmtpInbox;
  let app: TestApp;
  beforeAll(async () => {
    providers = await startFakeProviders();
    inbox = await startSmtpInbox();
    app = await startTestApp({ ...providers.env, SMTP_URL: inbox.url, RESET_LINK_ORIGINS: "https://app.example.com" });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
    await providers.close();
  });

  it("links once the account's owner has confirmed the e-mail through the mailed link", async () => {
    const owner = await signUp(app, "owner@example.com");
    const asked = await app.request("POST", "/email-confirmations", { bearer: owner.token, form: { link: "https://app.example.com/confirm" } });
    expect(asked.status).toBe(202);
    const token = /https:\/\/app\.example\.com\/confirm\/([\w-]+)/.exec((await inbox.next()).text)?.[1] ?? "";
    expect(await app.request("PUT", "/email-confirmations", { json: { token } })).toMatchObject({ status: 200, body: { id: owner.id } });
    expect((await app.request("PUT", "/email-confirmations", { json: { token } })).status).toBe(404);
    providers.addAccount("owners-token", { id: "7002", email: "owner@example.com" });
    const linked = await app.request("POST", `/auth/${provider}`, { bearer: "owners-token" });
    expect(linked).toMatchObject({ status: 201, body: { user: { id: owner.id } } });
    // Another account of the same provider with the same e-mail is not silently re-linked.
    providers.addAccount("second-account", { id: "7003", email: "owner@example.com" });
    expect((await app.request("POST", `/auth/${provider}`, { bearer: "second-account" })).status).toBe(409);
  });
});
