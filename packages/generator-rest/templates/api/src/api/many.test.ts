import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%_ if (test.users.group.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } else if (test.references.signUp && (has.create || has.update)) { _%>
import { signUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";
<%_ if (has.create || has.update) { _%>
  <%_ for (const open of test.references.opens) { _%>
import { <%= open.name %> } from "<%= open.path %>";
  <%_ } _%>
<%_ } _%>

let app: TestApp;
<%_ for (const user of test.users.group) { _%>
let <%= user.name %>: SignedUp;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
  <%_ for (const user of test.users.group) { _%>
  <%= user.name %> = await signUp(app, "<%= user.name %>@example.com", <%- js(user.profile) %>);
  <%_ } _%>
  <%_ if (refs.length > 0 && (has.create || has.update)) { _%>
  // The documents the samples' references name, stored as their groups store them.
    <%_ for (const open of test.references.opens) { _%>
  const <%= open.many %> = await <%= open.name %>.open(app.store);
    <%_ } _%>
    <%_ for (const ref of test.references.ids.filter((ref) => (ref.sample === "first" ? has.create : has.update))) { _%>
  <%= ref.sample %>.<%= ref.field %> = <%- ref.id %>;
    <%_ } _%>
  <%_ } _%>
});
afterAll(() => app.close());
<%_ if (has.create || needs.id) { _%>

  <%_ if (has.create) { _%>
const first = <%- js(first, "") %>;
  <%_ } _%>
  <%_ if (has.update) { _%>
const second = <%- js(second, "") %>;
  <%_ } _%>
  <%_ if (test.seeded) { _%>
const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
  <%_ } _%>
  <%_ if (needs.id) { _%>
const unknownIds = ["0123456789abcdef01234567", "not-an-id", "%7B%22%24ne%22%3A1%7D", "x".repeat(100)];
  <%_ } _%>
<%_ } _%>
<%_ if (test.seeded) { _%>

type View = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

async function create(body: object = <%- test.fresh("first") %>): Promise<View> {
  const response = await app.request("POST", "/<%= endpoint %>", { json: body<%- test.bearer.create %> });
  expect(response.status).toBe(201);
  return response.body as View;
}
  <%_ if (test.unique.length > 0) { _%>

let made = 0;
/** `body` with values of its own in the unique fields it has: a second document with the same value answers 409. */
function fresh<T extends object>(body: T): T {
  made += 1;
  const values: Record<string, unknown> = {
    <%_ for (const unique of test.unique) { _%>
    <%= unique.field %>: <%- unique.value %>,
    <%_ } _%>
  };
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key in values ? values[key] : value])) as T;
}
  <%_ } _%>
<%_ } _%>
<%_ if (has.create) { _%>

describe("POST /<%= endpoint %>", () => {
  <%_ if (model) { _%>
  it("creates <%= aLabel %> and answers 201 with its view", async () => {
    const sent = <%- test.fresh("first") %>;
    const <%= one %> = await create(sent);
    expect(<%= one %>).toEqual({
      id: expect.any(String),
      ...sent,
      <%_ if (storeUser) { _%>
      <%= userField %>: { id: <%= test.creator %>.id, name: "<%= test.creatorName %>", picture: expect.any(String), createdAt: expect.stringMatching(timestamp) },
      <%_ } _%>
      createdAt: expect.stringMatching(timestamp),
      updatedAt: <%= one %>.createdAt,
    });
  });
    <%_ if (fields.length > 0) { _%>

  it("reads a form-encoded body", async () => {
    const form = <%- js(firstForm, "    ") %>;
    const response = await app.request("POST", "/<%= endpoint %>", { form<%- test.bearer.create %> });
    expect(response).toMatchObject({ status: 201, body: <%- js(firstFromForm, "    ") %> });
  });
    <%_ } _%>
    <%_ if (optional) { _%>

  it("keeps the optional fields not sent empty", async () => {
    const required = <%- test.fresh(js(test.requiredOnly)) %>;
    expect(await create(required)).toMatchObject({ ...required, ...<%- js(test.emptied, "    ") %> });
  });
    <%_ } _%>
  <%_ } else { _%>
  it("is a stub answering 501 to a valid body", async () => {
    const response = await app.request("POST", "/<%= endpoint %>", { json: first<%- test.bearer.create %> });
    expect(response).toMatchObject({ status: 501, body: { statusCode: 501, message: "POST /<%= endpoint %> is not implemented yet" } });
  });
  <%_ } _%>
  <%_ if (test.required.length > 0) { _%>

  it("answers 400 naming every missing required field", async () => {
    const response = await app.request("POST", "/<%= endpoint %>", { json: {}<%- test.bearer.create %> });
    expect(response).toMatchObject({
      status: 400,
      body: { valid: false, name: "required", param: "<%= test.required[0] %>", required: true, message: "<%= test.required[0] %> is required" },
    });
    expect((response.body as { errors: { param: string }[] }).errors.map((error) => error.param)).toEqual(<%- js(test.required) %>);
  });
  <%_ } _%>

  it("refuses <% if (test.bads.length > 0) { %>values of the wrong type and <% } %>unknown fields", async () => {
    <%_ if (test.bads.length > 0) { _%>
    const wrongValues = [
      <%_ for (const bad of test.bads) { _%>
      { field: "<%= bad.field %>", value: <%- js(bad.value) %>, failure: <%- js(bad.failure) %> },
      <%_ } _%>
    ];
    for (const { field, value, failure } of wrongValues) {
      const wrong = await app.request("POST", "/<%= endpoint %>", { json: { ...first, [field]: value }<%- test.bearer.create %> });
      expect(wrong).toMatchObject({ status: 400, body: { valid: false, ...failure } });
    }
    <%_ } _%>
    const unknown = await app.request("POST", "/<%= endpoint %>", { json: { ...first, role: "admin" }<%- test.bearer.create %> });
    expect(unknown).toMatchObject({ status: 400, body: { valid: false, name: "unknown", param: "role" } });
  });
  <%_ if (test.longText) { _%>

  it("refuses <%= test.longText.field %> longer than <%= test.longText.maxLength %> characters", async () => {
    const long = await app.request("POST", "/<%= endpoint %>", { json: { ...first, <%= test.longText.field %>: "x".repeat(<%= test.longText.maxLength + 1 %>) }<%- test.bearer.create %> });
    expect(long).toMatchObject({ status: 400, body: { valid: false, name: "maxlength", param: "<%= test.longText.field %>", maxlength: <%= test.longText.maxLength %> } });
  });
  <%_ } _%>
  <%_ if (model && test.unique.length > 0) { _%>

  it("answers 409 to a second <%= label %> with the value of a unique field<% if (has.update) { %>, sent by POST or PATCH<% } %>", async () => {
    for (const field of <%- js(test.unique.map((unique) => unique.field)) %>) {
      const taken = await create();
      <%_ if (has.update) { _%>
      const other = await create();
      <%_ } _%>
      const again = await app.request("POST", "/<%= endpoint %>", { json: { ...fresh(first), [field]: taken[field] }<%- test.bearer.create %> });
      const conflict = { statusCode: 409, error: "Conflict", valid: false, name: "unique", param: field, message: `${field} must be unique: another item already has this value` };
      expect(again).toMatchObject({ status: 409, body: conflict });
      <%_ if (has.update) { _%>
      const patched = await app.request("PATCH", `/<%= endpoint %>/${other.id}`, { json: { [field]: taken[field] }<%- test.bearer.update %> });
      expect(patched).toMatchObject({ status: 409, body: conflict });
      <%_ } _%>
    }
  });
  <%_ } _%>
  <%_ if (model && refs.length > 0) { _%>

  it("answers 409 to a reference that names no document<% if (has.update) { %>, sent by POST or PATCH<% } %>", async () => {
    <%_ if (has.update) { _%>
    const { id } = await create();
    <%_ } _%>
    for (const field of <%- js(refs.map((ref) => ref.field)) %>) {
      const unknown = { [field]: "0123456789abcdef01234567" };
      const created = await app.request("POST", "/<%= endpoint %>", { json: { ...<%- test.fresh("first") %>, ...unknown }<%- test.bearer.create %> });
      expect(created).toMatchObject({ status: 409, body: { statusCode: 409, valid: false, name: "ref", param: field } });
      <%_ if (has.update) { _%>
      const patched = await app.request("PATCH", `/<%= endpoint %>/${id}`, { json: unknown<%- test.bearer.update %> });
      expect(patched).toMatchObject({ status: 409, body: { statusCode: 409, valid: false, name: "ref", param: field } });
      <%_ } _%>
    }
  });
  <%_ } _%>
  <%_ if (test.needs.create) { _%>

  it("needs <%= test.needs.create %>", async () => {
    expect((await app.request("POST", "/<%= endpoint %>", { json: first })).status).toBe(401);
    <%_ if (test.refusesUsers.create) { _%>
    expect((await app.request("POST", "/<%= endpoint %>", { json: first, bearer: ana.token })).status).toBe(<%= test.refused.create %>);
    <%_ } _%>
  });
  <%_ } _%>
});
<%_ } _%>
<%_ if (has.show) { _%>

describe("GET /<%= endpoint %>/:id", () => {
  <%_ if (test.seeded) { _%>
  it("shows <%= aLabel %>", async () => {
    const <%= one %> = await create();
    expect(await app.request("GET", `/<%= endpoint %>/${<%= one %>.id}`<%- test.bearerOnly.show %>)).toMatchObject({ status: 200, body: <%= one %> });
  });
    <%_ if (references.expand) { _%>

  it("answers each reference as an id, and as the document it names with ?expand=", async () => {
    const <%= one %> = await create();
    expect(<%= one %>).toMatchObject({ <%= expand.map((field) => `${field}: first.${field}`).join(", ") %> });
    const expanded = await app.request("GET", `/<%= endpoint %>/${<%= one %>.id}`, { query: { expand: "<%= expand.join(",") %>" }<%- test.bearer.show %> });
    expect(expanded).toMatchObject({ status: 200, body: { <%= expand.map((field) => `${field}: { id: first.${field} }`).join(", ") %> } });
    expect(await app.request("GET", `/<%= endpoint %>/${<%= one %>.id}`, { query: { expand: "id" }<%- test.bearer.show %> })).toMatchObject({
      status: 400,
      body: { name: "match", param: "expand" },
    });
  });
    <%_ } _%>

  <%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect(await app.request("GET", `/<%= endpoint %>/${id}`<%- test.bearerOnly.show %>)).toMatchObject({ status: 404, body: { statusCode: 404 } });
    }
  });
  <%_ if (test.needs.show) { _%>

  it("needs <%= test.needs.show %>", async () => {
    expect((await app.request("GET", `/<%= endpoint %>/${unknownIds[0]}`)).status).toBe(401);
    <%_ if (test.refusesUsers.show) { _%>
    expect((await app.request("GET", `/<%= endpoint %>/${unknownIds[0]}`, { bearer: ana.token })).status).toBe(<%= test.refused.show %>);
    <%_ } _%>
  });
  <%_ } _%>
});
<%_ } _%>
<%_ if (has.update) { _%>

describe("PUT /<%= endpoint %>/:id", () => {
  <%_ if (test.seeded) { _%>
  it("replaces every field", async () => {
    const <%= one %> = await create();
    const replacement = <%- test.fresh("second") %>;
    const response = await app.request("PUT", `/<%= endpoint %>/${<%= one %>.id}`, { json: replacement<%- test.bearer.update %> });
    expect(response).toMatchObject({ status: 200, body: { ...<%= one %>, ...replacement, updatedAt: expect.stringMatching(timestamp) } });
    expect((response.body as View).updatedAt >= <%= one %>.updatedAt).toBe(true);
  });
    <%_ if (optional) { _%>

  it("empties the optional fields not sent", async () => {
    const <%= one %> = await create();
    const required = <%- test.fresh(js(test.requiredOnly)) %>;
    const response = await app.request("PUT", `/<%= endpoint %>/${<%= one %>.id}`, { json: required<%- test.bearer.update %> });
    expect(response).toMatchObject({ status: 200, body: { ...required, ...<%- js(test.emptied, "    ") %> } });
  });
    <%_ } _%>
    <%_ if (test.required.length > 0) { _%>

  it("answers 400 when a required field is missing", async () => {
    const <%= one %> = await create();
    const response = await app.request("PUT", `/<%= endpoint %>/${<%= one %>.id}`, { json: {}<%- test.bearer.update %> });
    expect(response).toMatchObject({ status: 400, body: { valid: false, name: "required", param: "<%= test.required[0] %>" } });
  });
    <%_ } _%>

  <%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("PUT", `/<%= endpoint %>/${id}`, { json: second<%- test.bearer.update %> })).status).toBe(404);
    }
  });
  <%_ if (test.needs.update) { _%>

  it("needs <%= test.needs.update %>", async () => {
    expect((await app.request("PUT", `/<%= endpoint %>/${unknownIds[0]}`, { json: second })).status).toBe(401);
    <%_ if (test.refusesUsers.update) { _%>
    expect((await app.request("PUT", `/<%= endpoint %>/${unknownIds[0]}`, { json: second, bearer: ana.token })).status).toBe(<%= test.refused.update %>);
    <%_ } _%>
  });
  <%_ } _%>
});

describe("PATCH /<%= endpoint %>/:id", () => {
  <%_ if (test.seeded) { _%>
  it("changes only the fields sent", async () => {
    const <%= one %> = await create();
    const change = <%- test.fresh(js(test.patch)) %>;
    const response = await app.request("PATCH", `/<%= endpoint %>/${<%= one %>.id}`, { json: change<%- test.bearer.update %> });
    expect(response).toMatchObject({ status: 200, body: { ...<%= one %>, ...change, updatedAt: expect.stringMatching(timestamp) } });
  });

  <%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("PATCH", `/<%= endpoint %>/${id}`, { json: <%- js(test.patch) %><%- test.bearer.update %> })).status).toBe(404);
    }
  });
  <%_ if (test.bad) { _%>

  it("checks the fields sent", async () => {
    const response = await app.request("PATCH", `/<%= endpoint %>/${unknownIds[0]}`, { json: { <%= test.bad.field %>: <%- js(test.bad.value) %> }<%- test.bearer.update %> });
    expect(response).toMatchObject({ status: 400, body: <%- js(test.bad.failure) %> });
  });
  <%_ } _%>
});
<%_ } _%>
<%_ if (has.destroy) { _%>

describe("DELETE /<%= endpoint %>/:id", () => {
  <%_ if (test.seeded) { _%>
  it("deletes <%= aLabel %> and answers 204", async () => {
    const { id } = await create();
    expect(await app.request("DELETE", `/<%= endpoint %>/${id}`<%- test.bearerOnly.destroy %>)).toMatchObject({ status: 204, body: "" });
    <%_ if (has.show) { _%>
    expect((await app.request("GET", `/<%= endpoint %>/${id}`<%- test.bearerOnly.show %>)).status).toBe(404);
    <%_ } _%>
    expect((await app.request("DELETE", `/<%= endpoint %>/${id}`<%- test.bearerOnly.destroy %>)).status).toBe(404);
  });

  <%_ } _%>
  it("answers 404 for unknown and malformed ids<% if (!model) { %> (a stub: nothing is stored yet)<% } %>", async () => {
    for (const id of unknownIds) {
      expect((await app.request("DELETE", `/<%= endpoint %>/${id}`<%- test.bearerOnly.destroy %>)).status).toBe(404);
    }
  });
  <%_ if (test.needs.destroy) { _%>

  it("needs <%= test.needs.destroy %>", async () => {
    expect((await app.request("DELETE", `/<%= endpoint %>/${unknownIds[0]}`)).status).toBe(401);
    <%_ if (test.refusesUsers.destroy) { _%>
    expect((await app.request("DELETE", `/<%= endpoint %>/${unknownIds[0]}`, { bearer: ana.token })).status).toBe(<%= test.refused.destroy %>);
    <%_ } _%>
  });
  <%_ } _%>
});
<%_ } _%>
<%_ if (test.owners || test.orphans) { _%>

describe("<%= labels %> and their creator", () => {
  <%_ if (test.owners) { _%>
  it("may be changed only by their creator or an administrator", async () => {
    const { id } = await create();
    <%_ if (has.update) { _%>
    expect((await app.request("PATCH", `/<%= endpoint %>/${id}`, { json: {}, bearer: <%= test.stranger %>.token })).status).toBe(403);
    <%_ } _%>
    <%_ if (has.destroy) { _%>
    expect((await app.request("DELETE", `/<%= endpoint %>/${id}`, { bearer: <%= test.stranger %>.token })).status).toBe(403);
    <%_ } _%>
    <%_ if (test.adminIsOther && has.update) { _%>
    expect((await app.request("PATCH", `/<%= endpoint %>/${id}`, { json: {}, bearer: admin.token })).status).toBe(200);
    <%_ } _%>
    <%_ if (test.adminIsOther && has.destroy) { _%>
    expect((await app.request("DELETE", `/<%= endpoint %>/${id}`, { bearer: admin.token })).status).toBe(204);
    <%_ } _%>
  });
  <%_ } _%>
  <%_ if (test.owners && test.orphans) { _%>

  <%_ } _%>
  <%_ if (test.orphans) { _%>
  it("shows a null <%= userField %> once the creator's account is deleted", async () => {
    const carl = await signUp(app, "carl@example.com", { name: "Carl" });
    const created = await app.request("POST", "/<%= endpoint %>", { json: <%- test.fresh("first") %>, bearer: carl.token });
    const { id, <%= userField %>: creator } = created.body as View;
    expect(creator).toMatchObject({ id: carl.id, name: "Carl" });
    expect((await app.request("DELETE", `/users/${carl.id}`, { bearer: admin.token })).status).toBe(204);
    expect(await app.request("GET", `/<%= endpoint %>/${id}`<%- test.bearerOnly.show %>)).toMatchObject({ status: 200, body: { id, <%= userField %>: null } });
  });
  <%_ } _%>
});
<%_ } _%>

describe("the OpenAPI document", () => {
  it("describes the <%= labels %> routes<% if (needs.body) { %> and their fields<% } %>", async () => {
    const docs = await startTestApp({ NODE_ENV: "development" });
    try {
      const document = (await docs.request("GET", "/docs/openapi.json")).body as OpenApi;
      // Paths as documented, with or without a trailing slash.
      const paths = Object.fromEntries(
        Object.entries(document.paths)
          .filter(([path]) => `${path}/`.startsWith("/<%= endpoint %>/"))
          .map(([path, operations]) => [path.replace(/\/$/, ""), operations]),
      );
      const routes = Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(routes.sort()).toEqual(<%- js(test.documented) %>);
      <%_ if (has.create) { _%>
      const body = Object.values(paths["/<%= endpoint %>"]?.post?.requestBody?.content ?? {})[0]?.schema;
      <%_ } else if (has.update) { _%>
      const body = Object.values(paths["/<%= endpoint %>/{id}"]?.put?.requestBody?.content ?? {})[0]?.schema;
      <%_ } _%>
      <%_ if (needs.body) { _%>
      expect(Object.keys(body?.properties ?? {})).toEqual(<%- js(test.bodyKeys) %>);
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
