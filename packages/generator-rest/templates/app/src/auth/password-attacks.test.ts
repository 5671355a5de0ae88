import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../test/sign-up.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

// The attacks people run against sign-in with a password, each as the attacker would run it.

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

describe("a stolen token after the victim changes their password", () => {
  it("is refused right after the change", async () => {
    const app = await startTestApp();
    const victim = await signUp(app, "change-victim@example.com");
    const changed = await app.request("PUT", `/users/${victim.id}/password`, { basic: victim, form: { password: "taken-back" } });
    expect(changed.status).toBe(200);
    expect((await app.request("GET", "/users/me", { bearer: victim.token })).status).toBe(401);
    await app.close();
  });
});

describe("a token in a cache", () => {
  it("is not there: POST /auth answers Cache-Control: no-store", async () => {
    const app = await startTestApp();
    const ana = await signUp(app, "cached@example.com");
    const session = await app.request("POST", "/auth", { basic: ana, form: { access_token: app.config.masterKey } });
    expect(session.status).toBe(201);
    expect(session.headers.get("cache-control")).toBe("no-store");
    await app.close();
  });
});
