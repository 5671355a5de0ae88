<%_ if (auth) { _%>
<%_ const password = authMethods.includes("password") _%>
<%_ const providers = authMethods.filter((method) => method !== "password") _%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%_ if (passwordReset) { _%>
import { loadConfig } from "../config.js";
<%_ } _%>
import { loggerOptions } from "../logger-options.js";
import { closedPort } from "../test/closed-port.js";
<%_ if (providers.length > 0) { _%>
import { startFakeProviders, type FakeProviders } from "../test/fake-providers.js";
<%_ } _%>
import { logRecorder } from "../test/log-recorder.js";
import { signUp<% if (password) { %>, type SignedUp<% } %> } from "../test/sign-up.js";
<%_ if (passwordReset) { _%>
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox.js";
<%_ } _%>
import { <% if (passwordReset && socialProviders.length > 0) { %>providerApps, <% } %>startTestApp, type TestApp } from "../test/test-app.js";

// The attacks people run against sign-in APIs, each as the attacker would run it.

const production = () => ({ ...loggerOptions("production") as object });

<%_ if (password) { _%>
describe("credential stuffing on PUT /users/:id/password", () => {
  let app: TestApp;
  let ana: SignedUp;
  let dora: SignedUp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_MAX: "3", RATE_LIMIT_ACCOUNT_MAX: "4" });
    ana = await signUp(app, "ana@example.com");
    dora = await signUp(app, "dora@example.com");
  });
  afterAll(() => app.close());

  const tryPassword = (guess: string, client: string, victim = ana) =>
    app.request("PUT", `/users/${victim.id}/password`, {
      basic: { email: victim.email, password: guess },
      form: { password: "taken-over" },
      headers: { "x-forwarded-for": client },
    });

  it("is limited per address: the fourth guess from one address answers 429 before any password is checked", async () => {
    for (const guess of ["123456", "password", "qwerty"]) expect((await tryPassword(guess, "203.0.113.10")).status).toBe(401);
    const refused = await tryPassword("letmein", "203.0.113.10");
    expect(refused).toMatchObject({ status: 429, body: { statusCode: 429 } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is limited per account: guesses spread over many addresses stop at RATE_LIMIT_ACCOUNT_MAX, right password included", async () => {
    const spread = (index: number) => `198.51.100.${20 + index}`;
    for (let index = 0; index < 4; index += 1) expect((await tryPassword(`guess-${index}`, spread(index), dora)).status).toBe(401);
    // Now even the right password tells the attacker nothing.
    const right = await tryPassword(dora.password, spread(9), dora);
    expect(right).toMatchObject({ status: 429, body: { statusCode: 429 } });
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers a wrong password as POST /auth does, and a right password for another user's id the same way", async () => {
    const other = await startTestApp();
    const bob = await signUp(other, "bob@example.com");
    const carl = await signUp(other, "carl@example.com");
    const wrongOnRoute = await other.request("PUT", `/users/${bob.id}/password`, {
      basic: { email: bob.email, password: "wrong-password" },
      form: { password: "taken-over" },
    });
    const wrongOnAuth = await other.request("POST", "/auth", {
      basic: { email: bob.email, password: "wrong-password" },
      form: { access_token: other.config.masterKey },
    });
    const rightForAnother = await other.request("PUT", `/users/${bob.id}/password`, {
      basic: carl,
      form: { password: "taken-over" },
    });
    expect(wrongOnRoute).toMatchObject({ status: 401, body: wrongOnAuth.body });
    expect(rightForAnother).toMatchObject({ status: 401, body: wrongOnAuth.body });
    await other.close();
  });
});

<%_ } _%>
<%_ if (password && providers.length > 0) { _%>
describe("pre-account hijacking: the attacker registers the victim's e-mail before the victim signs in with <%= providers[0] %>", () => {
  let providers: FakeProviders;
<%_ if (passwordReset) { _%>
  let inbox: SmtpInbox;
<%_ } _%>
  let app: TestApp;
  beforeAll(async () => {
    providers = await startFakeProviders();
<%_ if (passwordReset) { _%>
    inbox = await startSmtpInbox();
    app = await startTestApp({ ...providers.env, SMTP_URL: inbox.url, RESET_LINK_ORIGINS: "https://app.example.com" });
<%_ } else { _%>
    app = await startTestApp(providers.env);
<%_ } _%>
  });
  afterAll(async () => {
    await app.close();
<%_ if (passwordReset) { _%>
    await inbox.close();
<%_ } _%>
    await providers.close();
  });

  it("answers the victim 409 instead of joining the attacker's account, so the attacker's password reaches nothing of theirs", async () => {
    const attacker = await signUp(app, "victim@example.com", {}, "attackers-password");
    providers.addAccount("victims-token", { id: "7001", email: "victim@example.com" });
    const victim = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "victims-token" });
    expect(victim).toMatchObject({ status: 409, body: { statusCode: 409, message: expect.stringMatching(/not confirmed/) } });
    const me = await app.request("GET", "/users/me", { bearer: attacker.token });
    expect(me).toMatchObject({ status: 200, body: { id: attacker.id } });
    // No provider account was linked into the attacker's user.
    const again = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "victims-token" });
    expect(again.status).toBe(409);
  });
<%_ if (passwordReset) { _%>

  it("links once the account's owner has confirmed the e-mail through the mailed link", async () => {
    const owner = await signUp(app, "owner@example.com");
    const asked = await app.request("POST", "/email-confirmations", { bearer: owner.token, form: { link: "https://app.example.com/confirm" } });
    expect(asked.status).toBe(202);
    const token = /https:\/\/app\.example\.com\/confirm\/([\w-]+)/.exec((await inbox.next()).text)?.[1] ?? "";
    expect(await app.request("PUT", "/email-confirmations", { json: { token } })).toMatchObject({ status: 200, body: { id: owner.id } });
    expect((await app.request("PUT", "/email-confirmations", { json: { token } })).status).toBe(404);
    providers.addAccount("owners-token", { id: "7002", email: "owner@example.com" });
    const linked = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "owners-token" });
    expect(linked).toMatchObject({ status: 201, body: { user: { id: owner.id } } });
    // Another account of the same provider with the same e-mail is not silently re-linked.
    providers.addAccount("second-account", { id: "7003", email: "owner@example.com" });
    expect((await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "second-account" })).status).toBe(409);
  });
<%_ } _%>
});

<%_ } _%>
<%_ if (!password) { _%>
describe("pre-account hijacking: the attacker creates the victim's user before the victim signs in with <%= providers[0] %>", () => {
  let providers: FakeProviders;
  let app: TestApp;
  beforeAll(async () => {
    providers = await startFakeProviders();
    app = await startTestApp(providers.env);
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
  });

  it("leaves the attacker's token dead once the victim's provider vouches for the e-mail", async () => {
    const attacker = await signUp(app, "victim@example.com");
    providers.addAccount("victims-token", { id: "7001", email: "victim@example.com" });
    const victim = await app.request("POST", "/auth/<%= providers[0] %>", { bearer: "victims-token" });
    expect(victim).toMatchObject({ status: 201, body: { user: { id: attacker.id } } });
    expect((await app.request("GET", "/users/me", { bearer: attacker.token })).status).toBe(401);
    const { token } = victim.body as { token: string };
    expect((await app.request("GET", "/users/me", { bearer: token })).status).toBe(200);
  });
});

<%_ } _%>
describe("a stolen token after the victim takes their account back", () => {
  let app: TestApp;
<%_ if (passwordReset) { _%>
  let inbox: SmtpInbox;
<%_ } _%>
  beforeAll(async () => {
<%_ if (passwordReset) { _%>
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url, RESET_LINK_ORIGINS: "https://app.example.com" });
<%_ } else { _%>
    app = await startTestApp();
<%_ } _%>
  });
  afterAll(async () => {
    await app.close();
<%_ if (passwordReset) { _%>
    await inbox.close();
<%_ } _%>
  });

  const me = (token: string) => app.request("GET", "/users/me", { bearer: token });
<%_ if (passwordReset) { _%>

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
<%_ } _%>
<%_ if (password) { _%>

  it("is refused right after a password change", async () => {
    const victim = await signUp(app, "change-victim@example.com");
    const changed = await app.request("PUT", `/users/${victim.id}/password`, { basic: victim, form: { password: "taken-back" } });
    expect(changed.status).toBe(200);
    expect((await me(victim.token)).status).toBe(401);
  });
<%_ } _%>

  it("is refused after POST /auth/sign-out-everywhere, and a new sign-in works", async () => {
    const victim = await signUp(app, "everywhere-victim@example.com");
    const signedOut = await app.request("POST", "/auth/sign-out-everywhere", { bearer: victim.token });
    expect(signedOut.status).toBe(204);
    expect((await me(victim.token)).status).toBe(401);
    expect((await app.request("POST", "/auth/sign-out-everywhere", { bearer: victim.token })).status).toBe(401);
<%_ if (password) { _%>
    const fresh = await app.request("POST", "/auth", { basic: victim, form: { access_token: app.config.masterKey } });
    expect((await me((fresh.body as { token: string }).token)).status).toBe(200);
<%_ } _%>
  });
});

describe("credentials in URLs", () => {
  it("keeps access%5Ftoken, which the query parser reads as access_token, out of the logs", async () => {
    const { stream, lines } = logRecorder();
    const app = await startTestApp({ ACCESS_TOKEN_IN_QUERY: "true" }, { ...production(), stream });
    const ana = await signUp(app, "logged@example.com");
    const response = await app.request("GET", `/users/me?access%5Ftoken=${ana.token}`);
    expect(response.status).toBe(200);
    await app.close();
    const logged = lines().find((line) => JSON.stringify(line).includes("/users/me"));
    expect(logged).toBeDefined();
    expect(JSON.stringify(lines())).not.toContain(ana.token);
  });

  it("refuses tokens in the query string unless ACCESS_TOKEN_IN_QUERY is true", async () => {
    const app = await startTestApp();
    const ana = await signUp(app, "query@example.com");
    const response = await app.request("GET", `/users/me?access%5Ftoken=${ana.token}`);
    expect(response).toMatchObject({ status: 400, body: { param: "access_token" } });
    await app.close();
  });

  it("marks every answer that carries a token Cache-Control: no-store", async () => {
    const app = await startTestApp();
<%_ if (password) { _%>
    const ana = await signUp(app, "cached@example.com");
    const session = await app.request("POST", "/auth", { basic: ana, form: { access_token: app.config.masterKey } });
    expect(session.status).toBe(201);
    expect(session.headers.get("cache-control")).toBe("no-store");
<%_ } _%>
<%_ if (authOnUserCreate) { _%>
    const created = await app.request("POST", "/users", {
      form: { email: "created@example.com"<% if (password) { %>, password: "secret-password"<% } %>, access_token: app.config.masterKey },
    });
    expect(created.headers.get("cache-control")).toBe("no-store");
<%_ } _%>
    expect((await app.request("GET", "/health")).headers.get("cache-control")).toBeNull();
    await app.close();
  });
});
<%_ if (passwordReset) { _%>

describe("a reset link to the attacker's site", () => {
  it("cannot be asked for in production: the API refuses to start without https RESET_LINK_ORIGINS", () => {
    const env = {
      NODE_ENV: "production",
      TRUST_PROXY: "false",
      MASTER_KEY: "Yx3Rk9_vQm2LpT7wZc4Ns8HdJf6Gb1Ae",
      JWT_SECRET: "p0Qw8Er7Ty6Ui5Op4As3Df2Gh1JkLzXcVbNm-_9",
<%_ if (socialProviders.length > 0) { _%>
      ...providerApps,
<%_ } _%>
    };
    expect(() => loadConfig(env)).toThrow("Missing in production: RESET_LINK_ORIGINS.");
    expect(() => loadConfig({ ...env, RESET_LINK_ORIGINS: "http://app.example.com" })).toThrow("RESET_LINK_ORIGINS must list https origins");
  });
});
<%_ } _%>

describe("sign-in flooding while Redis is down", () => {
  it("still limits, counting in memory, and says so in the log", async () => {
    const closed = await closedPort();
    const { stream, lines } = logRecorder();
    const env = { RATE_LIMIT_MAX: "2", REDIS_URL: `redis://127.0.0.1:${closed}` };
    const app = await startTestApp(env, { ...production(), stream });
    const attempt = () => app.request("POST", "<%= password ? "/auth" : `/auth/${providers[0]}` %>", { headers: { "x-forwarded-for": "203.0.113.77" } });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    await app.close();
    expect(lines().some((line) => String(line["msg"]).includes("Redis for rate limits is unreachable"))).toBe(true);
  });
});
<%_ } _%>
