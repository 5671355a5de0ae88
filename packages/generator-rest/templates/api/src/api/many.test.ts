<%_
const path = `/${endpoint}`;
const signUps = [test.admin && "admin", test.ana && "ana", test.bob && "bob"].filter(Boolean);
const options = (method, ...parts) => {
  const all = [...parts, test.as[method]].filter(Boolean);
  return all.length > 0 ? `, { ${all.join(", ")} }` : "";
};
const idPaths = has.show || has.update || has.destroy;
const creatorName = test.creator === "admin" ? "Admin" : "Ana";
const optional = fields.filter((field) => !field.required);
_%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%_ if (signUps.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%_ for (const user of signUps) { _%>
let <%= user %>: SignedUp;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
<%_ if (test.admin) { _%>
  admin = await signUp(app, "admin@example.com", { role: "admin", name: "Admin" });
<%_ } _%>
<%_ if (test.ana) { _%>
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
<%_ } _%>
<%_ if (test.bob) { _%>
  bob = await signUp(app, "bob@example.com", { name: "Bob" });
<%_ } _%>
});
afterAll(() => app.close());

<%_ if (has.create) { _%>
const first = <%- js(first, "") %>;
<%_ } _%>
<%_ if (has.update) { _%>
const second = <%- js(second, "") %>;
<%_ } _%>
<%_ if (model && has.create) { _%>
const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
<%_ } _%>
<%_ if (idPaths) { _%>
const unknownIds = ["0123456789abcdef01234567", "not-an-id", "%7B%22%24ne%22%3A1%7D", "x".repeat(100)];
<%_ } _%>
<%_ if (model && has.create) { _%>

type View = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

async function create(body: object = first): Promise<View> {
  const response = await app.request("POST", "<%= path %>"<%- options("create", "json: body") %>);
  expect(response.status).toBe(201);
  return response.body as View;
}
<%_ } _%>
<%_ if (has.create) { _%>

describe("POST <%= path %>", () => {
<%_ if (model) { _%>
  it("creates <%= aLabel %> and answers 201 with its view", async () => {
    const <%= one %> = await create();
    expect(<%= one %>).toEqual({
      id: expect.any(String),
      ...first,
<%_ if (storeUser) { _%>
      <%= userField %>: { id: <%= test.creator %>.id, name: "<%= creatorName %>", picture: expect.any(String), createdAt: expect.stringMatching(timestamp) },
<%_ } _%>
      createdAt: expect.stringMatching(timestamp),
      updatedAt: <%= one %>.createdAt,
    });
  });
<%_ if (fields.length > 0) { _%>

  it("reads a form-encoded body", async () => {
    const form = <%- js(firstForm, "    ") %>;
    const response = await app.request("POST", "<%= path %>"<%- options("create", "form") %>);
    expect(response).toMatchObject({ status: 201, body: <%- js(firstFromForm, "    ") %> });
  });
<%_ } _%>
<%_ if (optional.length > 0) { _%>

  it("keeps the optional fields not sent empty", async () => {
    const required = <%- js(test.requiredOnly, "    ") %>;
    expect(await create(required)).toMatchObject({ ...required, ...<%- js(test.emptied, "    ") %> });
  });
<%_ } _%>
<%_ } else { _%>
  it("is a stub answering 501 to a valid body", async () => {
    const response = await app.request("POST", "<%= path %>"<%- options("create", "json: first") %>);
    expect(response).toMatchObject({ status: 501, body: { statusCode: 501, message: "POST <%= path %> is not implemented yet" } });
  });
<%_ } _%>
<%_ if (test.required.length > 0) { _%>

  it("answers 400 naming every missing required field", async () => {
    const response = await app.request("POST", "<%= path %>"<%- options("create", "json: {}") %>);
    expect(response).toMatchObject({
      status: 400,
      body: { valid: false, name: "required", param: "<%= test.required[0] %>", required: true, message: "<%= test.required[0] %> is required" },
    });
    expect((response.body as { errors: { param: string }[] }).errors.map((error) => error.param)).toEqual(<%- js(test.required) %>);
  });
<%_ } _%>

  it("refuses <% if (test.bad) { %>values of the wrong type and <% } %>unknown fields", async () => {
<%_ if (test.bad) { _%>
    const wrong = await app.request("POST", "<%= path %>"<%- options("create", `json: { ...first, ${test.bad.field}: ${js(test.bad.value)} }`) %>);
    expect(wrong).toMatchObject({ status: 400, body: <%- js({ valid: false, ...test.bad.failure }) %> });
<%_ } _%>
    const unknown = await app.request("POST", "<%= path %>"<%- options("create", "json: { ...first, role: \"admin\" }") %>);
    expect(unknown).toMatchObject({ status: 400, body: { valid: false, name: "unknown", param: "role" } });
  });
<%_ const text = fields.find((field) => field.type === "string" && !field.array) _%>
<%_ if (text && maxLength <= 30000) { _%>

  it("refuses <%= text.name %> longer than <%= maxLength %> characters", async () => {
    const long = await app.request("POST", "<%= path %>"<%- options("create", `json: { ...first, ${text.name}: "x".repeat(${maxLength + 1}) }`) %>);
    expect(long).toMatchObject({ status: 400, body: { valid: false, name: "maxlength", param: "<%= text.name %>", maxlength: <%= maxLength %> } });
  });
<%_ } _%>
<%_ if (test.needs.create) { _%>

  it("needs <%= test.needs.create %>", async () => {
    expect((await app.request("POST", "<%= path %>", { json: first })).status).toBe(401);
<%_ if (test.refusesUsers.create) { _%>
    expect((await app.request("POST", "<%= path %>", { json: first, bearer: ana.token })).status).toBe(401);
<%_ } _%>
  });
<%_ } _%>
});
<%_ } _%>
<%_ if (has.show) { _%>

describe("GET <%= path %>/:id", () => {
<%_ if (model && has.create) { _%>
  it("shows <%= aLabel %>", async () => {
    const <%= one %> = await create();
    expect(await app.request("GET", `<%= path %>/${<%= one %>.id}`<%- options("show") %>)).toMatchObject({ status: 200, body: <%= one %> });
  });

<%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect(await app.request("GET", `<%= path %>/${id}`<%- options("show") %>)).toMatchObject({ status: 404, body: { statusCode: 404 } });
    }
  });
<%_ if (test.needs.show) { _%>

  it("needs <%= test.needs.show %>", async () => {
    expect((await app.request("GET", `<%= path %>/${unknownIds[0]}`)).status).toBe(401);
<%_ if (test.refusesUsers.show) { _%>
    expect((await app.request("GET", `<%= path %>/${unknownIds[0]}`, { bearer: ana.token })).status).toBe(401);
<%_ } _%>
  });
<%_ } _%>
});
<%_ } _%>
<%_ if (has.update) { _%>

describe("PUT <%= path %>/:id", () => {
<%_ if (model && has.create) { _%>
  it("replaces every field", async () => {
    const <%= one %> = await create();
    const response = await app.request("PUT", `<%= path %>/${<%= one %>.id}`<%- options("update", "json: second") %>);
    expect(response).toMatchObject({ status: 200, body: { ...<%= one %>, ...second, updatedAt: expect.stringMatching(timestamp) } });
    expect((response.body as View).updatedAt >= <%= one %>.updatedAt).toBe(true);
  });
<%_ if (optional.length > 0) { _%>

  it("empties the optional fields not sent", async () => {
    const <%= one %> = await create();
    const required = <%- js(test.requiredOnly, "    ") %>;
    const response = await app.request("PUT", `<%= path %>/${<%= one %>.id}`<%- options("update", "json: required") %>);
    expect(response).toMatchObject({ status: 200, body: { ...required, ...<%- js(test.emptied, "    ") %> } });
  });
<%_ } _%>
<%_ if (test.required.length > 0) { _%>

  it("answers 400 when a required field is missing", async () => {
    const <%= one %> = await create();
    const response = await app.request("PUT", `<%= path %>/${<%= one %>.id}`<%- options("update", "json: {}") %>);
    expect(response).toMatchObject({ status: 400, body: { valid: false, name: "required", param: "<%= test.required[0] %>" } });
  });
<%_ } _%>

<%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("PUT", `<%= path %>/${id}`<%- options("update", "json: second") %>)).status).toBe(404);
    }
  });
<%_ if (test.needs.update) { _%>

  it("needs <%= test.needs.update %>", async () => {
    expect((await app.request("PUT", `<%= path %>/${unknownIds[0]}`, { json: second })).status).toBe(401);
<%_ if (test.refusesUsers.update) { _%>
    expect((await app.request("PUT", `<%= path %>/${unknownIds[0]}`, { json: second, bearer: ana.token })).status).toBe(401);
<%_ } _%>
  });
<%_ } _%>
});

describe("PATCH <%= path %>/:id", () => {
<%_ if (model && has.create) { _%>
  it("changes only the fields sent", async () => {
    const <%= one %> = await create();
    const response = await app.request("PATCH", `<%= path %>/${<%= one %>.id}`<%- options("update", `json: ${js(test.patch)}`) %>);
    expect(response).toMatchObject({ status: 200, body: { ...<%= one %>, ...<%- js(test.patch) %>, updatedAt: expect.stringMatching(timestamp) } });
  });

<%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("PATCH", `<%= path %>/${id}`<%- options("update", `json: ${js(test.patch)}`) %>)).status).toBe(404);
    }
  });
<%_ if (test.bad) { _%>

  it("checks the fields sent", async () => {
    const response = await app.request("PATCH", `<%= path %>/${unknownIds[0]}`<%- options("update", `json: { ${test.bad.field}: ${js(test.bad.value)} }`) %>);
    expect(response).toMatchObject({ status: 400, body: <%- js(test.bad.failure) %> });
  });
<%_ } _%>
});
<%_ } _%>
<%_ if (has.destroy) { _%>

describe("DELETE <%= path %>/:id", () => {
<%_ if (model && has.create) { _%>
  it("deletes <%= aLabel %> and answers 204", async () => {
    const { id } = await create();
    expect(await app.request("DELETE", `<%= path %>/${id}`<%- options("destroy") %>)).toMatchObject({ status: 204, body: "" });
<%_ if (has.show) { _%>
    expect((await app.request("GET", `<%= path %>/${id}`<%- options("show") %>)).status).toBe(404);
<%_ } _%>
    expect((await app.request("DELETE", `<%= path %>/${id}`<%- options("destroy") %>)).status).toBe(404);
  });

<%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("DELETE", `<%= path %>/${id}`<%- options("destroy") %>)).status).toBe(404);
    }
  });
<%_ if (test.needs.destroy) { _%>

  it("needs <%= test.needs.destroy %>", async () => {
    expect((await app.request("DELETE", `<%= path %>/${unknownIds[0]}`)).status).toBe(401);
<%_ if (test.refusesUsers.destroy) { _%>
    expect((await app.request("DELETE", `<%= path %>/${unknownIds[0]}`, { bearer: ana.token })).status).toBe(401);
<%_ } _%>
  });
<%_ } _%>
});
<%_ } _%>
<%_ if (storeUser && has.create && (has.update || has.destroy || has.show)) { _%>

describe("<%= labels %> and their creator", () => {
<%_ if (has.update || has.destroy) { _%>
  it("may be changed only by their creator or an administrator", async () => {
    const { id } = await create();
<%_ if (has.update) { _%>
    expect((await app.request("PATCH", `<%= path %>/${id}`, { json: {}, bearer: <%= test.stranger %>.token })).status).toBe(401);
<%_ } _%>
<%_ if (has.destroy) { _%>
    expect((await app.request("DELETE", `<%= path %>/${id}`, { bearer: <%= test.stranger %>.token })).status).toBe(401);
<%_ } _%>
<%_ if (test.creator !== "admin" && has.update) { _%>
    expect((await app.request("PATCH", `<%= path %>/${id}`, { json: {}, bearer: admin.token })).status).toBe(200);
<%_ } _%>
<%_ if (test.creator !== "admin" && has.destroy) { _%>
    expect((await app.request("DELETE", `<%= path %>/${id}`, { bearer: admin.token })).status).toBe(204);
<%_ } _%>
  });
<%_ } _%>
<%_ if (has.show && rights.create === "user") { _%>

  it("shows a null <%= userField %> once the creator's account is deleted", async () => {
    const carl = await signUp(app, "carl@example.com", { name: "Carl" });
    const created = await app.request("POST", "<%= path %>", { json: first, bearer: carl.token });
    const { id, <%= userField %>: creator } = created.body as View;
    expect(creator).toMatchObject({ id: carl.id, name: "Carl" });
    expect((await app.request("DELETE", `/users/${carl.id}`, { bearer: admin.token })).status).toBe(204);
    expect(await app.request("GET", `<%= path %>/${id}`<%- options("show") %>)).toMatchObject({ status: 200, body: { id, <%= userField %>: null } });
  });
<%_ } _%>
});
<%_ } _%>

describe("the OpenAPI document", () => {
  it("describes the <%= labels %> routes<% if (has.create || has.update) { %> and their fields<% } %>", async () => {
    const docs = await startTestApp({ NODE_ENV: "development" });
    try {
      const document = (await docs.request("GET", "/docs/openapi.json")).body as OpenApi;
      // Paths as documented, with or without a trailing slash.
      const paths = Object.fromEntries(
        Object.entries(document.paths)
          .filter(([path]) => `${path}/`.startsWith("<%= path %>/"))
          .map(([path, operations]) => [path.replace(/\/$/, ""), operations]),
      );
      const routes = Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(routes.sort()).toEqual(<%- js([
        ...(has.destroy ? [`DELETE ${path}/{id}`] : []),
        ...(has.index ? [`GET ${path}`] : []),
        ...(has.show ? [`GET ${path}/{id}`] : []),
        ...(has.update ? [`PATCH ${path}/{id}`] : []),
        ...(has.create ? [`POST ${path}`] : []),
        ...(has.update ? [`PUT ${path}/{id}`] : []),
      ]) %>);
<%_ if (has.create || has.update) { _%>
      const body = Object.values(paths["<%= path %><%= has.create ? "" : "/{id}" %>"]?.<%= has.create ? "post" : "put" %>?.requestBody?.content ?? {})[0]?.schema;
      expect(Object.keys(body?.properties ?? {})).toEqual(<%- js([...fields.map((field) => field.name), ...(auth ? ["access_token"] : [])]) %>);
      expect(body?.required ?? []).toEqual(<%- js(test.required) %>);
<%_ } _%>
    } finally {
      await docs.close();
    }
  });
});

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object; required?: string[] } }> } }>>;
}
