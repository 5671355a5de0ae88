import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let ana: SignedUp;

beforeAll(async () => {
  app = await startTestApp();
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
});
afterAll(() => app.close());

const viewKeys = ["createdAt", "email", "id", "name", "picture"];

<%_ if (password) { _%>
/** What a new user needs besides an e-mail, and a field they can get wrong with the error it earns. */
const required = { password: "123456" };
const tooShort = {
  field: { password: "123" },
  errors: [{ name: "minlength", param: "password", minlength: 6, message: "password must be at least 6 characters long" }],
};
<%_ } else { _%>
/** What a new user needs besides an e-mail (nothing: they sign in through a provider), and a field they can get wrong with the error it earns. */
const required = {};
const tooShort = {
  field: { name: "" },
  // An empty name breaks two rules: at least one character, and one that is not blank.
  errors: [
    { name: "minlength", param: "name", value: "", minlength: 1, message: "name must be at least 1 characters long" },
    { name: "match", param: "name", value: "", match: expect.any(String), message: "name must be one line of text, not blank" },
  ],
};
<%_ } _%>

describe("POST /users", () => {
  const create = (form: Record<string, string>) =>
    app.request("POST", "/users", { form: { access_token: app.config.masterKey, ...form } });

  it("creates a user from a form body and answers 201 with its view<%- authOnUserCreate ? " and a token" : "" %>", async () => {
    const response = await create({ email: "  New.Person@Example.COM ", ...required });
    expect(response.status).toBe(201);
<%_ if (authOnUserCreate) { _%>
    const { token, user } = response.body as { token: string; user: Record<string, string> };
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await app.request("GET", "/users/me", { bearer: token })).body).toEqual(user);
<%_ } else { _%>
    const user = response.body as Record<string, string>;
<%_ } _%>
    expect(Object.keys(user).sort()).toEqual(viewKeys);
    // No Gravatar unless the project opts in: its URL would publish a hash of the e-mail.
    expect(user).toEqual({
      id: expect.any(String),
      email: "new.person@example.com",
      name: "new.person",
      picture: "",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const profile = await app.request("GET", `/users/${(user as { id: string }).id}`);
    expect(JSON.stringify(profile.body)).not.toMatch(/gravatar|[0-9a-f]{64}/);
  });

  it("fills a missing picture from Gravatar when GRAVATAR=true", async () => {
    const opted = await startTestApp({ GRAVATAR: "true" });
    const response = await opted.request("POST", "/users", { form: { email: "g@example.com", ...required, access_token: opted.config.masterKey } });
    const hash = createHash("sha256").update("g@example.com").digest("hex");
    expect(JSON.stringify(response.body)).toContain(`"picture":"https://gravatar.com/avatar/${hash}?d=identicon"`);
    await opted.close();
  });

  it("keeps the name and picture sent, and takes JSON and the key as Bearer, not in the query string", async () => {
    const body = { email: "json@example.com", ...required, name: "Jay", picture: "https://example.com/j.png" };
    const asBearer = await app.request("POST", "/users", { json: body, bearer: app.config.masterKey });
    expect(asBearer.status).toBe(201);
    expect(JSON.stringify(asBearer.body)).toContain('"name":"Jay","picture":"https://example.com/j.png"');
    const inQuery = await app.request("POST", "/users", {
      json: { ...body, email: "query@example.com" },
      query: { access_token: app.config.masterKey },
    });
    expect(inQuery).toMatchObject({ status: 400, body: { param: "access_token" } });
  });

<%_ if (password) { _%>
  it("never answers the password", async () => {
    const response = await create({ email: "secret@example.com", password: "my-secret-password" });
    expect(JSON.stringify(response.body)).not.toContain("password");
  });

<%_ } _%>
  it("needs the master key", async () => {
    const form = { email: "nokey@example.com", ...required };
    expect((await app.request("POST", "/users", { form })).status).toBe(401);
    expect((await create({ ...form, access_token: "wrong" })).status).toBe(401);
    expect((await create({ ...form, access_token: ana.token })).status).toBe(401);
  });

  it("answers 409 for an e-mail already registered, whatever its case", async () => {
    const response = await create({ email: "ANA@example.com", ...required });
    expect(response).toMatchObject({
      status: 409,
      body: { statusCode: 409, error: "Conflict", valid: false, name: "unique", param: "email", message: "email already registered" },
    });
  });

  it("answers 400 with every failing field in the original shape<%- password ? ", never echoing a password" : "" %>", async () => {
    const response = await create(tooShort.field);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: "Bad Request",
      valid: false,
      name: "required",
      param: "email",
      required: true,
      message: "email is required",
      errors: [
        { name: "required", param: "email", required: true, message: "email is required" },
        ...tooShort.errors,
      ],
    });
  });

  it("refuses names with control characters or line breaks, and blank names, as the schema says", async () => {
    // The last is far too long too: its pattern is checked in one pass, not once for each way to split the text.
    for (const name of ["Ana\nhttps://evil.example.com", "Ana\r\nBcc: x@example.com", "A\u0000na", "Ana\u2028Bob", "\u0007", `${"a".repeat(65_400)}\u0007`]) {
      const response = await create({ email: "lines@example.com", ...required, name });
      expect(response, JSON.stringify(name)).toMatchObject({ status: 400, body: { param: "name" } });
    }
    expect((await create({ email: "lines@example.com", ...required, name: "Ana María O'Neil" })).status).toBe(201);
  });

  it("checks e-mail, picture and role", async () => {
    const base = { email: "rules@example.com", ...required };
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
    const bracket = await create({ "email[$gt]": "", ...required });
    expect(bracket.status).toBe(400);
    expect((bracket.body as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({ name: "unknown", param: "email[$gt]" }),
    );
    const operator = await app.request("POST", "/users", {
      json: { email: { $ne: null }, ...required, access_token: app.config.masterKey },
    });
    expect(operator).toMatchObject({ status: 400, body: { name: "type", param: "email", type: "string" } });
  });
});
