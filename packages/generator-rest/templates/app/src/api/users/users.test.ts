<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
<%_ const withPassword = authMethods.includes("password") _%>
<%_ const password = withPassword ? ', password: "123456"' : "" _%>
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../<%= root %>/test/sign-up.js";
import { startTestApp, type TestApp } from "../<%= root %>/test/test-app.js";

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

describe("POST /users", () => {
  const create = (form: Record<string, string>) =>
    app.request("POST", "/users", { form: { access_token: app.config.masterKey, ...form } });

  it("creates a user from a form body and answers 201 with its view<% if (authOnUserCreate) { %> and a token<% } %>", async () => {
    const response = await create({ email: "  New.Person@Example.COM "<%- password %> });
    expect(response.status).toBe(201);
<%_ if (authOnUserCreate) { _%>
    const { token, user } = response.body as { token: string; user: Record<string, string> };
    expect((await app.request("GET", "/users/me", { bearer: token })).body).toEqual(user);
<%_ } else { _%>
    const user = response.body as Record<string, string>;
<%_ } _%>
    expect(Object.keys(user).sort()).toEqual(viewKeys);
    const hash = createHash("sha256").update("new.person@example.com").digest("hex");
    expect(user).toEqual({
      id: expect.any(String),
      email: "new.person@example.com",
      name: "new.person",
      picture: `https://gravatar.com/avatar/${hash}?d=identicon`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("keeps the name and picture sent, and takes JSON and the key as Bearer, not in the query string", async () => {
    const body = { email: "json@example.com"<%- password %>, name: "Jay", picture: "https://example.com/j.png" };
    const asBearer = await app.request("POST", "/users", { json: body, bearer: app.config.masterKey });
    expect(asBearer.status).toBe(201);
    expect(JSON.stringify(asBearer.body)).toContain('"name":"Jay","picture":"https://example.com/j.png"');
    const inQuery = await app.request("POST", "/users", {
      json: { ...body, email: "query@example.com" },
      query: { access_token: app.config.masterKey },
    });
    expect(inQuery).toMatchObject({ status: 400, body: { param: "access_token" } });
  });

<%_ if (withPassword) { _%>
  it("never answers the password", async () => {
    const response = await create({ email: "secret@example.com", password: "my-secret-password" });
    expect(JSON.stringify(response.body)).not.toContain("password");
  });

<%_ } _%>
  it("needs the master key", async () => {
    const form = { email: "nokey@example.com"<%- password %> };
    expect((await app.request("POST", "/users", { form })).status).toBe(401);
    expect((await create({ ...form, access_token: "wrong" })).status).toBe(401);
    expect((await create({ ...form, access_token: ana.token })).status).toBe(401);
  });

  it("answers 409 for an e-mail already registered, whatever its case", async () => {
    const response = await create({ email: "ANA@example.com"<%- password %> });
    expect(response).toMatchObject({
      status: 409,
      body: { valid: false, param: "email", message: "email already registered" },
    });
  });

  it("answers 400 with every failing field in the original shape<% if (withPassword) { %>, never echoing a password<% } %>", async () => {
<%_ if (withPassword) { _%>
    const response = await create({ password: "123" });
<%_ } else { _%>
    const response = await create({ name: "" });
<%_ } _%>
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      valid: false,
      name: "required",
      param: "email",
      required: true,
      message: "email is required",
      errors: [
        { name: "required", param: "email", required: true, message: "email is required" },
<%_ if (withPassword) { _%>
        {
          name: "minlength",
          param: "password",
          minlength: 6,
          message: "password must be at least 6 characters long",
        },
<%_ } else { _%>
        { name: "minlength", param: "name", value: "", minlength: 1, message: "name must be at least 1 characters long" },
<%_ } _%>
      ],
    });
  });

  it("checks e-mail, picture and role", async () => {
    const base = { email: "rules@example.com"<%- password %> };
    expect((await create({ ...base, email: "not-an-email" })).body).toMatchObject({ name: "format", param: "email" });
    for (const picture of ["not a url", "javascript:alert(document.cookie)", "data:image/svg+xml,<svg/onload=alert(1)>", "http://example.com/a.png"]) {
      expect(await create({ ...base, picture }), picture).toMatchObject({ status: 400, body: { param: "picture" } });
    }
    expect((await create({ ...base, role: "root" })).body).toMatchObject({
      valid: false,
      name: "enum",
      param: "role",
      value: "root",
      enum: ["user", "admin"],
    });
  });

  it("refuses operator injection", async () => {
    const bracket = await create({ "email[$gt]": ""<%- password %> });
    expect(bracket.status).toBe(400);
    expect((bracket.body as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({ name: "unknown", param: "email[$gt]" }),
    );
    const operator = await app.request("POST", "/users", {
      json: { email: { $ne: null }<%- password %>, access_token: app.config.masterKey },
    });
    expect(operator).toMatchObject({ status: 400, body: { name: "type", param: "email", type: "string" } });
  });
});

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

  it("answers 401 without a valid token", async () => {
    expect((await app.request("GET", "/users/me")).status).toBe(401);
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
    expect(byOther.status).toBe(401);
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

<%_ if (withPassword) { _%>
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
    expect((await app.request("PUT", url, { basic: { ...ana, password: "wrong" }, form })).status).toBe(401);
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
    expect((await app.request("DELETE", `/users/${bob.id}`, { bearer: bob.token })).status).toBe(401);
    expect((await app.request("DELETE", `/users/${bob.id}`)).status).toBe(401);
    expect((await app.request("GET", `/users/${bob.id}`)).status).toBe(200);
  });
});
<%_ } _%>
