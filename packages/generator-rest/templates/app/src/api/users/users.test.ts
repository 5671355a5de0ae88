import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let admin: SignedUp;
let ana: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app, "admin@example.com", { role: "admin" });
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
  bob = await signUp(app, "bob@example.com");
});
afterAll(() => app.close());

const viewKeys = ["createdAt", "email", "id", "name", "picture"];

describe("GET /users/me", () => {
  it("shows the signed-in user, with the token as Bearer or access_token", async () => {
    const me = await app.request("GET", "/users/me", { bearer: ana.token });
    expect(me).toMatchObject({ status: 200, body: { id: ana.id, email: ana.email, name: "Ana" } });
    expect(Object.keys(me.body as object).sort()).toEqual(viewKeys);
  });

  it("takes the token in the query string only when ACCESS_TOKEN_IN_QUERY is true, as the original generator did", async () => {
    const refused = await app.request("GET", "/users/me", { query: { access_token: ana.token } });
    expect(refused).toMatchObject({ status: 400, body: { valid: false, param: "access_token" } });
    expect(JSON.stringify(refused.body)).not.toContain(ana.token);
    const lenient = await startTestApp({ ACCESS_TOKEN_IN_QUERY: "true" });
    const carl = await signUp(lenient, "carl@example.com");
    const inQuery = await lenient.request("GET", "/users/me", { query: { access_token: carl.token } });
    expect(inQuery).toMatchObject({ status: 200, body: { id: carl.id } });
    await lenient.close();
  });

  it("answers 401 without a valid token, with the Bearer challenge", async () => {
    const missing = await app.request("GET", "/users/me");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect((await app.request("GET", "/users/me", { bearer: "not.a.token" })).status).toBe(401);
    expect((await app.request("GET", "/users/me", { bearer: app.config.masterKey })).status).toBe(401);
  });
});

describe("GET /users/:id", () => {
  it("shows anyone the public view, without the e-mail", async () => {
    const response = await app.request("GET", `/users/${ana.id}`);
    expect(response).toMatchObject({ status: 200, body: { id: ana.id, name: "Ana" } });
    expect(Object.keys(response.body as object).sort()).toEqual(["createdAt", "id", "name", "picture"]);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["0123456789abcdef", "507f1f77bcf86cd799439011", "%7B%22%24ne%22%3A1%7D", "x".repeat(100)]) {
      expect(await app.request("GET", `/users/${id}`)).toMatchObject({ status: 404, body: { statusCode: 404 } });
    }
  });
});

describe("PUT /users/me and /users/:id", () => {
  it("lets users change their own name and picture", async () => {
    const me = await app.request("PUT", "/users/me", { bearer: bob.token, form: { name: "Bobby" } });
    expect(me).toMatchObject({ status: 200, body: { id: bob.id, name: "Bobby", email: bob.email } });
    const byId = await app.request("PUT", `/users/${bob.id}`, {
      json: { picture: "https://example.com/bob.png", access_token: bob.token },
    });
    expect(byId).toMatchObject({ status: 200, body: { name: "Bobby", picture: "https://example.com/bob.png" } });
  });

  it("lets an administrator change anyone, and nobody else", async () => {
    const byAdmin = await app.request("PUT", `/users/${bob.id}`, { bearer: admin.token, form: { name: "Robert" } });
    expect(byAdmin).toMatchObject({ status: 200, body: { name: "Robert" } });
    const byOther = await app.request("PUT", `/users/${bob.id}`, { bearer: ana.token, form: { name: "Hacked" } });
    expect(byOther.status).toBe(403);
    expect((await app.request("PUT", `/users/${bob.id}`, { form: { name: "Anon" } })).status).toBe(401);
  });

  it("changes nothing but name and picture", async () => {
    const nothing = await app.request("PUT", "/users/me", { bearer: bob.token, json: {} });
    expect(nothing).toMatchObject({ status: 200, body: { id: bob.id, email: bob.email } });
    const response = await app.request("PUT", "/users/me", { bearer: bob.token, form: { role: "admin" } });
    expect(response).toMatchObject({ status: 400, body: { name: "unknown", param: "role" } });
    const tooShort = await app.request("PUT", "/users/me", { bearer: bob.token, json: { name: "  " } });
    expect(tooShort).toMatchObject({ status: 400, body: { name: "minlength", param: "name", minlength: 1 } });
  });

  it("trims the strings it stores", async () => {
    const response = await app.request("PUT", "/users/me", { bearer: bob.token, json: { name: "  Bob B.  " } });
    expect(response).toMatchObject({ status: 200, body: { name: "Bob B." } });
  });

  it("answers 404 to an administrator for an unknown id", async () => {
    const response = await app.request("PUT", "/users/unknown-id", { bearer: admin.token, form: { name: "X" } });
    expect(response.status).toBe(404);
  });
});

<%_ if (password) { _%>
describe("PUT /users/:id/password", () => {
  it("changes the password given the current one as HTTP Basic", async () => {
    const carl = await signUp(app, "carl@example.com");
    const response = await app.request("PUT", `/users/${carl.id}/password`, {
      basic: carl,
      form: { password: "new-password" },
    });
    expect(response).toMatchObject({ status: 200, body: { id: carl.id, email: carl.email } });
    const signIn = (password: string) =>
      app.request("POST", "/auth", { basic: { email: carl.email, password }, form: { access_token: app.config.masterKey } });
    expect((await signIn("new-password")).status).toBe(201);
    expect((await signIn(carl.password)).status).toBe(401);
  });

  it("takes me for the user the HTTP Basic credentials name, keeping spaces in the password", async () => {
    const eve = await signUp(app, "eve@example.com");
    const response = await app.request("PUT", "/users/me/password", { basic: eve, form: { password: " spaced out " } });
    expect(response).toMatchObject({ status: 200, body: { id: eve.id } });
    const signIn = await app.request("POST", "/auth", {
      basic: { email: eve.email, password: " spaced out " },
      form: { access_token: app.config.masterKey },
    });
    expect(signIn.status).toBe(201);
    expect((await app.request("PUT", "/users/me/password", { bearer: eve.token, form: { password: "whatever" } })).status).toBe(401);
  });

  it("refuses a wrong password, a token, another user's credentials and a short password", async () => {
    const url = `/users/${ana.id}/password`;
    const form = { password: "new-password" };
    const wrong = await app.request("PUT", url, { basic: { ...ana, password: "wrong" }, form });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Basic realm="api", charset="UTF-8"');
    expect((await app.request("PUT", url, { bearer: ana.token, form })).status).toBe(401);
    expect((await app.request("PUT", url, { basic: admin, form })).status).toBe(401);
    const short = await app.request("PUT", url, { basic: ana, form: { password: "123" } });
    expect(short).toMatchObject({ status: 400, body: { name: "minlength", param: "password" } });
  });
});
<%_ } _%>

describe("DELETE /users/:id", () => {
  it("lets an administrator delete a user, whose token then stops working", async () => {
    const dan = await signUp(app, "dan@example.com");
    const response = await app.request("DELETE", `/users/${dan.id}`, { bearer: admin.token });
    expect(response).toMatchObject({ status: 204, body: "" });
    expect((await app.request("GET", `/users/${dan.id}`)).status).toBe(404);
    expect((await app.request("GET", "/users/me", { bearer: dan.token })).status).toBe(401);
    expect((await app.request("DELETE", `/users/${dan.id}`, { bearer: admin.token })).status).toBe(404);
  });

  it("refuses anyone but an administrator", async () => {
    expect((await app.request("DELETE", `/users/${bob.id}`, { bearer: bob.token })).status).toBe(403);
    expect((await app.request("DELETE", `/users/${bob.id}`)).status).toBe(401);
    expect((await app.request("GET", `/users/${bob.id}`)).status).toBe(200);
  });
});
