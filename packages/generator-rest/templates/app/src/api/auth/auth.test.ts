import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let ana: SignedUp;

beforeAll(async () => {
  app = await startTestApp();
  ana = await signUp(app, "ana@example.com");
});
afterAll(() => app.close());

<%_ if (password) { _%>
describe("POST /auth", () => {
  const signIn = (email: string, password: string, accessToken = app.config.masterKey) =>
    app.request("POST", "/auth", { basic: { email, password }, form: { access_token: accessToken } });

  it("answers 201 with a token and the user", async () => {
    const response = await signIn(ana.email, ana.password);
    expect(response).toMatchObject({ status: 201, body: { token: expect.any(String), user: { id: ana.id, email: ana.email } } });
    const { token } = response.body as { token: string };
    expect((await app.request("GET", "/users/me", { bearer: token })).body).toMatchObject({ id: ana.id });
  });

  it("takes the e-mail in any case and the master key as JSON", async () => {
    const anyCase = await app.request("POST", "/auth", {
      headers: { authorization: `Basic ${Buffer.from(` ANA@Example.com:${ana.password}`).toString("base64")}` },
      json: { access_token: app.config.masterKey },
    });
    expect(anyCase.status).toBe(201);
    const json = await app.request("POST", "/auth", {
      basic: ana,
      json: { access_token: app.config.masterKey },
    });
    expect(json.status).toBe(201);
  });

  it("answers 401 for a wrong password, an unknown e-mail, or no credentials", async () => {
    expect(await signIn(ana.email, "wrong-password")).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: "Unauthorized", message: "Wrong e-mail or password" },
    });
    expect((await signIn("nobody@example.com", ana.password)).status).toBe(401);
    expect((await app.request("POST", "/auth", { form: { access_token: app.config.masterKey } })).status).toBe(401);
  });

  it("needs the master key", async () => {
    expect((await signIn(ana.email, ana.password, "wrong-key")).status).toBe(401);
    expect((await app.request("POST", "/auth", { basic: ana })).status).toBe(401);
  });
});

<%_ } _%>
describe("user tokens", () => {
  const me = (token: string) => app.request("GET", "/users/me", { bearer: token });
  const key = () => new TextEncoder().encode(app.config.jwtSecret);

  it("expire", async () => {
    const expired = await new SignJWT()
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ana.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key());
    expect((await me(expired)).status).toBe(401);
  });

  it("must be signed with JWT_SECRET and HS256", async () => {
    const forged = await new SignJWT()
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ana.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough!!"));
    expect((await me(forged)).status).toBe(401);
    const otherAlgorithm = await new SignJWT()
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(ana.id)
      .setExpirationTime("1h")
      .sign(key());
    expect((await me(otherAlgorithm)).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(`{"sub":"${ana.id}"}`).toString("base64url")}.`;
    expect((await me(unsigned)).status).toBe(401);
  });
});
