import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failingToken,
  garbageToken,
  hangingToken,
  otherApp,
  startFakeProviders,
  type FakeProviders,
} from "../../test/fake-providers.js";
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

interface Session {
  token: string;
  user: { id: string; name: string; picture: string; email: string; createdAt: string };
}

describe.each([<%- providerList %>])("POST /auth/%s", (provider) => {
  const signIn = (token: string) => app.request("POST", `/auth/${provider}`, { json: { access_token: token } });

  it("signs a new user up from the provider's profile and answers 201 with a token and the user", async () => {
    const { token } = providers.newAccount({ name: "Ada Lovelace", email: "Ada@Example.com", picture: "https://example.com/ada.png" });
    const response = await signIn(token);
    expect(response.status).toBe(201);
    const session = response.body as Session;
    expect(session.user).toEqual({
      id: expect.any(String),
      name: "Ada Lovelace",
      picture: "https://example.com/ada.png",
      email: "ada@example.com",
      createdAt: expect.any(String),
    });
    expect((await app.request("GET", "/users/me", { bearer: session.token })).body).toEqual(session.user);
  });

  it("fills the name and picture when the profile has none", async () => {
    const nameless = providers.newAccount({ email: `plain-${provider}@example.org` });
    const { user } = (await signIn(nameless.token)).body as Session;
    // GitHub accounts without a name go by their login.
    expect(user.name).toBe(provider === "github" ? `user${nameless.account.id}` : `plain-${provider}`);
    // No Gravatar (a hash of the e-mail) unless the project opts in with GRAVATAR=true.
    expect(user.picture).toBe("");
  });

  it("signs the same user in again, found by the account id even after the e-mail changed", async () => {
    const first = providers.newAccount();
    const { user } = (await signIn(first.token)).body as Session;
    providers.addAccount("token-after-change", { ...first.account, email: "changed@example.com" });
    const again = await signIn("token-after-change");
    expect(again).toMatchObject({ status: 201, body: { user: { id: user.id, email: user.email } } });
  });

<%_ if (password) { _%>
  it("does not join an existing account whose e-mail is not confirmed: 409", async () => {
    const existing = await signUp(app, `linked-${provider}@example.com`);
    const { token } = providers.newAccount({ email: `Linked-${provider}@example.com` });
    expect(await signIn(token)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/not confirmed/) } });
    expect((await app.request("GET", "/users/me", { bearer: existing.token })).status).toBe(200);
  });
<%_ } else { _%>
  it("links the provider to the user created with that e-mail, ending the tokens issued before", async () => {
    const existing = await signUp(app, `linked-${provider}@example.com`);
    const { token } = providers.newAccount({ email: `Linked-${provider}@example.com` });
    const session = await signIn(token);
    expect(session).toMatchObject({ status: 201, body: { user: { id: existing.id } } });
    expect((await app.request("GET", "/users/me", { bearer: existing.token })).status).toBe(401);
    expect((await app.request("GET", "/users/me", { bearer: (session.body as Session).token })).status).toBe(200);
  });
<%_ } _%>

  it("signs one user up when the same person signs in twice at once", async () => {
    const { token } = providers.newAccount();
    const responses = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => (response.body as Session).user.id)).size).toBe(1);
  });

  it("takes the token as JSON, a form field or as Bearer, and not in the query string", async () => {
    const { token } = providers.newAccount();
    const { user } = (await signIn(token)).body as Session;
    for (const options of [{ form: { access_token: token } }, { bearer: token }]) {
      const response = await app.request("POST", `/auth/${provider}`, options);
      expect(response).toMatchObject({ status: 201, body: { user: { id: user.id } } });
    }
    const inQuery = await app.request("POST", `/auth/${provider}`, { query: { access_token: token } });
    expect(inQuery).toMatchObject({ status: 400, body: { param: "access_token" } });
  });

  it("answers 401 without a token, and for a token the provider refuses", async () => {
    const missing = await app.request("POST", `/auth/${provider}`);
    expect(missing).toMatchObject({ status: 401, body: { statusCode: 401, message: expect.stringMatching(/access token is required/) } });
    expect(await signIn("not-a-token")).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: "Unauthorized", message: expect.stringMatching(/refused the access token: /) },
    });
  });

  it("refuses a token the provider issued to another app, and creates or links nobody", async () => {
    // GitHub does not tell another app's token from one it never issued.
    const notThisApps = provider === "github" ? /not a valid token of this app/ : /issued to another app/;
    const existing = await signUp(app, `other-app-${provider}@example.com`);
    for (const email of [existing.email, `other-app-new-${provider}@example.com`]) {
      const { token } = providers.newAccount({ email }, { clientId: otherApp.id });
      expect(await signIn(token)).toMatchObject({ status: 401, body: { message: expect.stringMatching(notThisApps) } });
    }
    const found = await app.request("GET", "/users", { bearer: admin.token, query: { q: `other-app-${provider}` } });
    expect(found.body).toEqual(<%- getList ? "{ rows: [expect.objectContaining({ id: existing.id })], count: 1 }" : "[expect.objectContaining({ id: existing.id })]" %>);
  });

  it("refuses an expired token and a revoked one", async () => {
    for (const grant of [{ expired: true }, { revoked: true }]) {
      const { token } = providers.newAccount({}, grant);
      const response = await signIn(token);
      expect(response, JSON.stringify(grant)).toMatchObject({ status: 401, body: { message: expect.stringMatching(/refused the access token: /) } });
    }
  });

  it("answers 401 to a new user without a verified e-mail, and creates nobody", async () => {
    const withoutEmail = [
      { email: undefined },
      { email: `unverified-${provider}@example.com`, emailVerified: false },
      { email: `unverified-${provider}@example.net`, emailShared: false },
    ];
    for (const fields of withoutEmail) {
      const { token } = providers.newAccount(fields);
      expect(await signIn(token)).toMatchObject({
        status: 401,
        body: { message: expect.stringMatching(/did not share a verified e-mail address/) },
      });
    }
    const unverified = await app.request("GET", "/users", { bearer: admin.token, query: { q: `unverified-${provider}` } });
    expect(unverified.body).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "[]" %>);
  });

  it("answers 401 when the provider fails, answers something other than JSON, or hangs", async () => {
    expect((await signIn(failingToken)).body).toMatchObject({ statusCode: 401, message: expect.stringMatching(/answered 503/) });
    expect((await signIn(garbageToken)).body).toMatchObject({ statusCode: 401, message: expect.stringMatching(/other than JSON/) });
    expect((await signIn(hangingToken)).body).toMatchObject({ statusCode: 401, message: expect.stringMatching(/did not answer in time/) });
  });

  it("refuses fields other than access_token", async () => {
    const { token } = providers.newAccount();
    const response = await app.request("POST", `/auth/${provider}`, { json: { access_token: token, role: "admin" } });
    expect(response).toMatchObject({ status: 400, body: { name: "unknown", param: "role" } });
  });
});
