import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, type FakeProviders } from "../../test/fake-providers.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

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

/** The first chosen provider, as its set-up names it. */
const first = { name: "<%= providers[0] %>", title: "<%= socialProviders[0].title %>", idVariable: "<%= socialProviders[0].idVariable %>", secretVariable: "<%= socialProviders[0].secretVariable %>" };

describe("a provider without its app id and secret", () => {
  it("answers 503 on its routes, naming the variables to set", async () => {
    const unset = await startTestApp({ ...providers.env, [first.idVariable]: "", [first.secretVariable]: "" });
    try {
      const { token } = providers.newAccount();
      for (const [method, path] of [["POST", `/auth/${first.name}`], ["GET", `/auth/${first.name}`], ["GET", `/auth/${first.name}/callback`]] as const) {
        const response = await unset.request(method, path, { bearer: token });
        expect(response, `${method} ${path}`).toMatchObject({
          status: 503,
          body: { statusCode: 503, message: `Sign-in with ${first.title} is not set up: set ${first.idVariable} and ${first.secretVariable}` },
        });
      }
    } finally {
      await unset.close();
    }
  });
});
<%_ if (providers.length > 1) { _%>

describe("several providers", () => {
  it("sign one person in as one user, linked by their verified e-mail", async () => {
    const { token } = providers.newAccount({ email: "everywhere@example.com" });
    const ids = new Set<string>();
    for (const provider of [<%- providerList %>]) {
      const response = await app.request("POST", `/auth/${provider}`, { bearer: token });
      ids.add((response.body as { user: { id: string } }).user.id);
    }
    expect(ids.size).toBe(1);
  });
});
<%_ } _%>
<%_ if (password) { _%>

describe("a user who signed up through a provider", () => {
  it("has no password to sign in with over HTTP Basic", async () => {
    const { token, account: created } = providers.newAccount();
    expect((await app.request("POST", `/auth/${first.name}`, { bearer: token })).status).toBe(201);
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
