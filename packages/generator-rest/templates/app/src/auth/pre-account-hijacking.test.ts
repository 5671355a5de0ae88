import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type FakeProviders } from "../test/fake-providers.js";
import { signUp } from "../test/sign-up.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

const provider = "<%= providers[0] %>";

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
<%_ if (password) { _%>

describe(`pre-account hijacking: the attacker registers the victim's e-mail before the victim signs in with ${provider}`, () => {
  it("answers the victim 409 instead of joining the attacker's account, so the attacker's password reaches nothing of theirs", async () => {
    const attacker = await signUp(app, "victim@example.com", {}, "attackers-password");
    providers.addAccount("victims-token", { id: "7001", email: "victim@example.com" });
    const victim = await app.request("POST", `/auth/${provider}`, { bearer: "victims-token" });
    expect(victim).toMatchObject({ status: 409, body: { statusCode: 409, message: expect.stringMatching(/not confirmed/) } });
    const me = await app.request("GET", "/users/me", { bearer: attacker.token });
    expect(me).toMatchObject({ status: 200, body: { id: attacker.id } });
    // No provider account was linked into the attacker's user.
    const again = await app.request("POST", `/auth/${provider}`, { bearer: "victims-token" });
    expect(again.status).toBe(409);
  });
});
<%_ } else { _%>

describe(`pre-account hijacking: the attacker creates the victim's user before the victim signs in with ${provider}`, () => {
  it("leaves the attacker's token dead once the victim's provider vouches for the e-mail", async () => {
    const attacker = await signUp(app, "victim@example.com");
    providers.addAccount("victims-token", { id: "7001", email: "victim@example.com" });
    const victim = await app.request("POST", `/auth/${provider}`, { bearer: "victims-token" });
    expect(victim).toMatchObject({ status: 201, body: { user: { id: attacker.id } } });
    expect((await app.request("GET", "/users/me", { bearer: attacker.token })).status).toBe(401);
    const { token } = victim.body as { token: string };
    expect((await app.request("GET", "/users/me", { bearer: token })).status).toBe(200);
  });
});
<%_ } _%>
