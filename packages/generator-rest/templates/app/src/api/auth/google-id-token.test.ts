import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherApp, startFakeProviders, type FakeProviders } from "../../test/fake-providers.js";
import { googleIdToken } from "../../test/fake-providers/google.js";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let providers: FakeProviders;
let app: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  providers = await startFakeProviders();
  app = await startTestApp(providers.env);
  admin = await signUp(app, "admin@example.com", { role: "admin" });
});
afterAll(async () => {
  await app.close();
  await providers.close();
});

describe("POST /auth/google with an ID token", () => {
  const signIn = (token: string) => app.request("POST", "/auth/google", { json: { access_token: token } });

  it("signs the person in when Google signed it for this app", async () => {
    const person = { id: "g-77", name: "Grace Hopper", email: "grace@example.com" };
    const response = await signIn(await googleIdToken(person));
    expect(response).toMatchObject({ status: 201, body: { user: { name: "Grace Hopper", email: "grace@example.com" } } });
  });

  it("refuses one issued to another app, an expired one and one signed by another key", async () => {
    const person = { id: "g-78", email: "not-signed-in@example.com" };
    const cases = [
      [{ clientId: otherApp.id }, /the ID token was issued to another app/],
      [{ expired: true }, /the ID token has expired/],
      [{ forged: true }, /the ID token is not signed by Google/],
    ] as const;
    for (const [grant, message] of cases) {
      const response = await signIn(await googleIdToken(person, grant));
      expect(response, JSON.stringify(grant)).toMatchObject({ status: 401, body: { message: expect.stringMatching(message) } });
    }
    const found = await app.request("GET", "/users", { bearer: admin.token, query: { q: "not-signed-in" } });
    expect(found.body).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "[]" %>);
  });
});
