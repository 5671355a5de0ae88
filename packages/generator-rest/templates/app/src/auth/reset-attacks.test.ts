import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { productionEnv } from "../test/config-env.js";
import { signUp } from "../test/sign-up.js";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

// The attacks people run through password reset, each as the attacker would run it.

describe("a stolen token after the victim takes their account back", () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url, RESET_LINK_ORIGINS: "https://app.example.com" });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const me = (token: string) => app.request("GET", "/users/me", { bearer: token });

  it("is refused right after a password reset", async () => {
    const victim = await signUp(app, "reset-victim@example.com");
    const stolen = victim.token;
    expect((await me(stolen)).status).toBe(200);
    const form = { email: victim.email, link: "https://app.example.com/reset", access_token: app.config.masterKey };
    expect((await app.request("POST", "/password-resets", { form })).status).toBe(202);
    const token = /https:\/\/app\.example\.com\/reset\/([\w-]+)/.exec((await inbox.next()).text)?.[1] ?? "";
    expect((await app.request("PUT", "/password-resets", { json: { token, password: "taken-back" } })).status).toBe(200);
    expect(await me(stolen)).toMatchObject({ status: 401, body: { message: expect.stringMatching(/signed out/) } });
  });
});

describe("an account locked by wrong passwords from many networks", () => {
  it("opens again for its owner once they complete a password reset", async () => {
    const inbox = await startSmtpInbox();
    // One wrong password per network, ten for the account as a whole.
    const app = await startTestApp({ SMTP_URL: inbox.url, RESET_LINK_ORIGINS: "https://app.example.com", RATE_LIMIT_ACCOUNT_MAX: "1" });
    const owner = await signUp(app, "locked-owner@example.com");
    const signIn = (password: string, client: string) =>
      app.request("POST", "/auth", {
        basic: { email: owner.email, password },
        form: { access_token: app.config.masterKey },
        headers: { "x-forwarded-for": client },
      });
    for (let index = 0; index < 10; index += 1) expect((await signIn(`guess-${index}`, `203.0.${index}.1`)).status).toBe(401);
    expect((await signIn(owner.password, "198.51.100.1")).status).toBe(429);
    const form = { email: owner.email, link: "https://app.example.com/reset", access_token: app.config.masterKey };
    expect((await app.request("POST", "/password-resets", { form })).status).toBe(202);
    const token = /https:\/\/app\.example\.com\/reset\/([\w-]+)/.exec((await inbox.next()).text)?.[1] ?? "";
    expect((await app.request("PUT", "/password-resets", { json: { token, password: "taken-back" } })).status).toBe(200);
    expect((await signIn("taken-back", "198.51.100.1")).status).toBe(201);
    await app.close();
    await inbox.close();
  });
});

describe("a reset link to the attacker's site", () => {
  it("cannot be asked for in production: the API refuses to start without https RESET_LINK_ORIGINS", () => {
    const { RESET_LINK_ORIGINS, ...withoutOrigins } = productionEnv;
    expect(RESET_LINK_ORIGINS).toMatch(/^https:/);
    expect(() => loadConfig(withoutOrigins)).toThrow("Missing in production: RESET_LINK_ORIGINS.");
    expect(() => loadConfig({ ...withoutOrigins, RESET_LINK_ORIGINS: "http://app.example.com" })).toThrow("RESET_LINK_ORIGINS must list https origins");
  });
});
