import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failingToken,
  garbageToken,
  hangingToken,
  otherApp,
  startFakeProviders,
  type FakeAccount,
  type FakeProviders,
  type Grant,
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

let accounts = 0;
/** A new account at the fake providers, and a token for it. */
function account(fields: Partial<FakeAccount> = {}, grant: Grant = {}): { token: string; account: FakeAccount } {
  accounts += 1;
  const created = { id: String(1000 + accounts), email: `person${accounts}@example.com`, ...fields };
  const token = `token-${accounts}`;
  providers.addAccount(token, created, grant);
  return { token, account: created };
}

describe.each([<%- providers.map((provider) => JSON.stringify(provider)).join(", ") %>])("POST /auth/%s", (provider) => {
  const signIn = (token: string) => app.request("POST", `/auth/${provider}`, { json: { access_token: token } });

  it("signs a new user up from the provider's profile and answers 201 with a token and the user", async () => {
    const { token } = account({ name: "Ada Lovelace", email: "Ada@Example.com", picture: "https://example.com/ada.png" });
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
    const nameless = account({ email: `plain-${provider}@example.org` });
    const { user } = (await signIn(nameless.token)).body as Session;
    // GitHub accounts without a name go by their login.
    expect(user.name).toBe(provider === "github" ? `user${nameless.account.id}` : `plain-${provider}`);
    expect(user.picture).toMatch(/^https:\/\/gravatar\.com\/avatar\//);
  });

  it("signs the same user in again, found by the account id even after the e-mail changed", async () => {
    const first = account();
    const { user } = (await signIn(first.token)).body as Session;
    providers.addAccount("token-after-change", { ...first.account, email: "changed@example.com" });
    const again = await signIn("token-after-change");
    expect(again).toMatchObject({ status: 201, body: { user: { id: user.id, email: user.email } } });
  });

<%_ if (password) { _%>
  it("does not join an existing account whose e-mail is not confirmed: 409", async () => {
    const existing = await signUp(app, `linked-${provider}@example.com`);
    const { token } = account({ email: `Linked-${provider}@example.com` });
    expect(await signIn(token)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/not confirmed/) } });
    expect((await app.request("GET", "/users/me", { bearer: existing.token })).status).toBe(200);
  });
<%_ } else { _%>
  it("links the provider to the user created with that e-mail, ending the tokens issued before", async () => {
    const existing = await signUp(app, `linked-${provider}@example.com`);
    const { token } = account({ email: `Linked-${provider}@example.com` });
    const session = await signIn(token);
    expect(session).toMatchObject({ status: 201, body: { user: { id: existing.id } } });
    expect((await app.request("GET", "/users/me", { bearer: existing.token })).status).toBe(401);
    expect((await app.request("GET", "/users/me", { bearer: (session.body as Session).token })).status).toBe(200);
  });
<%_ } _%>

  it("signs one user up when the same person signs in twice at once", async () => {
    const { token } = account();
    const responses = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => (response.body as Session).user.id)).size).toBe(1);
  });

  it("takes the token as JSON, a form field or as Bearer, and not in the query string", async () => {
    const { token } = account();
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
      const { token } = account({ email }, { clientId: otherApp.id });
      expect(await signIn(token)).toMatchObject({ status: 401, body: { message: expect.stringMatching(notThisApps) } });
    }
    const found = await app.request("GET", "/users", { bearer: admin.token, query: { q: `other-app-${provider}` } });
    expect(found.body).toEqual(<%- getList ? "{ rows: [expect.objectContaining({ id: existing.id })], count: 1 }" : "[expect.objectContaining({ id: existing.id })]" %>);
  });

  it("refuses an expired token and a revoked one", async () => {
    for (const grant of [{ expired: true }, { revoked: true }]) {
      const { token } = account({}, grant);
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
      const { token } = account(fields);
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
    const { token } = account();
    const response = await app.request("POST", `/auth/${provider}`, { json: { access_token: token, role: "admin" } });
    expect(response).toMatchObject({ status: 400, body: { name: "unknown", param: "role" } });
  });
});
<%_ const [first] = socialProviders _%>

describe("a provider without its app id and secret", () => {
  it("answers 503 on its routes, naming the variables to set", async () => {
    const unset = await startTestApp({ ...providers.env, <%= first.idVariable %>: "", <%= first.secretVariable %>: "" });
    try {
      const { token } = account();
      for (const [method, path] of [["POST", "/auth/<%= providers[0] %>"], ["GET", "/auth/<%= providers[0] %>"], ["GET", "/auth/<%= providers[0] %>/callback"]] as const) {
        const response = await unset.request(method, path, { bearer: token });
        expect(response, `${method} ${path}`).toMatchObject({
          status: 503,
          body: { statusCode: 503, message: "Sign-in with <%= first.title %> is not set up: set <%= first.idVariable %> and <%= first.secretVariable %>" },
        });
      }
    } finally {
      await unset.close();
    }
  });
});
<%_ if (providers.includes("google")) { _%>

describe("POST /auth/google with an ID token", () => {
  const signIn = (token: string) => app.request("POST", "/auth/google", { json: { access_token: token } });

  it("signs the person in when Google signed it for this app", async () => {
    const person = { id: "g-77", name: "Grace Hopper", email: "grace@example.com" };
    const response = await signIn(await providers.googleIdToken(person));
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
      const response = await signIn(await providers.googleIdToken(person, grant));
      expect(response, JSON.stringify(grant)).toMatchObject({ status: 401, body: { message: expect.stringMatching(message) } });
    }
    const found = await app.request("GET", "/users", { bearer: admin.token, query: { q: "not-signed-in" } });
    expect(found.body).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "[]" %>);
  });
});
<%_ } _%>
<%_ if (providers.length > 1) { _%>

describe("several providers", () => {
  it("sign one person in as one user, linked by their verified e-mail", async () => {
    const { token } = account({ email: "everywhere@example.com" });
    const ids = new Set<string>();
    for (const provider of [<%- providers.map((provider) => JSON.stringify(provider)).join(", ") %>]) {
      const response = await app.request("POST", `/auth/${provider}`, { bearer: token });
      ids.add((response.body as Session).user.id);
    }
    expect(ids.size).toBe(1);
  });
});
<%_ } _%>
<%_ if (password) { _%>

describe("a user who signed up through a provider", () => {
  it("has no password to sign in with over HTTP Basic", async () => {
    const { token, account: created } = account();
    expect((await app.request("POST", "/auth/<%= providers[0] %>", { bearer: token })).status).toBe(201);
    // Nor the password whose hash answers for unknown e-mails.
    for (const password of ["", "decoy password"]) {
      const response = await app.request("POST", "/auth", {
        basic: { email: created.email ?? "", password },
        form: { access_token: app.config.masterKey },
      });
      expect(response.status).toBe(401);
    }
  });
});
<%_ } else { _%>

describe("POST /auth", () => {
  it("is not there: users sign in through a provider", async () => {
    expect((await app.request("POST", "/auth", { form: { access_token: app.config.masterKey } })).status).toBe(404);
  });
});
<%_ } _%>
