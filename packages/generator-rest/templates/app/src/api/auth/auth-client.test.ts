import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, basicAuth, createClient } from "../../../client/index.js";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let ana: SignedUp;

beforeAll(async () => {
  app = await startTestApp();
  ana = await signUp(app, "ana@example.com");
});
afterAll(() => app.close());

describe("the client on /auth", () => {
  const anonymous = () => createClient({ baseUrl: app.url });

  it("signs in with e-mail and password and the master key, and the token it answers works", async () => {
    const session = await anonymous().request("POST /auth", {
      access_token: app.config.masterKey,
      headers: { authorization: basicAuth(ana.email, ana.password) },
    });
    expect(session.user).toMatchObject({ id: ana.id, email: ana.email });
    const asAna = createClient({ baseUrl: app.url, token: session.token });
    expect(await asAna.request("GET /users/me")).toMatchObject({ id: ana.id });
  });

  it("throws an ApiError with status 401 and a message for a wrong password", async () => {
    const wrong = anonymous().request("POST /auth", {
      access_token: app.config.masterKey,
      headers: { authorization: basicAuth(ana.email, "not-the-password") },
    });
    await expect(wrong).rejects.toBeInstanceOf(ApiError);
    await expect(wrong).rejects.toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it("signs out everywhere (204, no answer): the token is refused afterwards", async () => {
    const user = await signUp(app, "leaving@example.com");
    const asUser = createClient({ baseUrl: app.url, token: user.token });
    expect(await asUser.request("POST /auth/sign-out-everywhere")).toBeUndefined();
    await expect(asUser.request("GET /users/me")).rejects.toMatchObject({ status: 401 });
  });
});
