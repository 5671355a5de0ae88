import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../test/sign-up.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

// The attacks people run against sign-in with a password, each as the attacker would run it.

describe("credential stuffing on PUT /users/:id/password", () => {
  let app: TestApp;
  let ana: SignedUp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_MAX: "3", RATE_LIMIT_ACCOUNT_MAX: "4" });
    ana = await signUp(app, "ana@example.com");
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

describe("locking an owner out with wrong passwords", () => {
  let app: TestApp;
  beforeAll(async () => {
    // RATE_LIMIT_MAX stays the tests' own (10000), so only the account's counts answer 429 here.
    app = await startTestApp({ RATE_LIMIT_ACCOUNT_MAX: "3" });
  });
  afterAll(() => app.close());

  const signIn = (credentials: { email: string; password: string }, client: string) =>
    app.request("POST", "/auth", { basic: credentials, form: { access_token: app.config.masterKey }, headers: { "x-forwarded-for": client } });

  it("locks out only the stranger's network, IPv6 /64 as a whole, while the owner signs in from theirs", async () => {
    const owner = await signUp(app, "owner@example.com");
    // Every guess from another address of one /64, as a client that rotates its addresses.
    for (let guess = 1; guess <= 3; guess += 1) {
      expect((await signIn({ email: owner.email, password: `guess-${guess}` }, `2001:db8:66:1::${guess}`)).status).toBe(401);
    }
    const locked = await signIn({ email: owner.email, password: "guess-4" }, "2001:db8:66:1::ffff");
    expect(locked).toMatchObject({ status: 429, body: { statusCode: 429 } });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(owner, "2001:db8:66:1::abcd")).status).toBe(429);
    expect((await signIn(owner, "198.51.100.7")).status).toBe(201);
    expect((await signIn(owner, "2001:db8:77:1::1")).status).toBe(201);
  });

  it("stops guesses spread over many networks at ten times RATE_LIMIT_ACCOUNT_MAX, right password included", async () => {
    const erin = await signUp(app, "erin@example.com");
    for (let index = 0; index < 30; index += 1) {
      expect((await signIn({ email: erin.email, password: `guess-${index}` }, `198.51.${index}.9`)).status, String(index)).toBe(401);
    }
    // Now even the right password tells the attacker nothing.
    const right = await signIn(erin, "198.51.99.9");
    expect(right).toMatchObject({ status: 429, body: { statusCode: 429 } });
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers an e-mail that cannot be an account as a wrong password, without counting it", async () => {
    // Within Node's 16 KiB of headers once encoded.
    const long = `${"x".repeat(8 * 1024)}@example.com`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      for (const email of [long, "no-at-sign", "two words@example.com"]) {
        expect((await signIn({ email, password: "whatever" }, "192.0.2.200")).status).toBe(401);
      }
    }
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
