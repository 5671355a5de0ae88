<%_ if (model && has.create) { _%>
<%_
const path = `/${endpoint}`;
const token = (method) => test.as[method].replace("bearer: ", "");
const client = (method) => (token(method) ? `as(${token(method)})` : "anonymous()");
const used = ["create", "index", "show", "update", "destroy"].filter((method) => has[method]);
const users = ["admin", "ana"].filter((user) => used.some((method) => token(method).startsWith(`${user}.`)));
const clients = new Set(used.map((method) => client(method).replace(/\(.*/, "")));
_%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "<%= toSrc %>/../client/index.js";
<%_ if (users.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%_ for (const user of users) { _%>
let <%= user %>: SignedUp;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
<%_ for (const user of users) { _%>
  <%= user %> = await signUp(app, "<%= user %>@example.com", <%- user === "admin" ? '{ role: "admin", name: "Admin" }' : '{ name: "Ana" }' %>);
<%_ } _%>
});
afterAll(() => app.close());

<%_ if (clients.has("as")) { _%>
const as = (token: string) => createClient({ baseUrl: app.url, token });
<%_ } _%>
<%_ if (clients.has("anonymous")) { _%>
const anonymous = () => createClient({ baseUrl: app.url });
<%_ } _%>
const first = <%- js(first, "") %>;

describe("the client on <%= path %>", () => {
  it("goes through <%= aLabel %>'s life with the routes' own types", async () => {
    const created = await <%= client("create") %>.request("POST <%= path %>", first);
    expect(created).toMatchObject(first);
<%_ if (has.index) { _%>
    expect(JSON.stringify(await <%= client("index") %>.request("GET <%= path %>", { limit: 100 }))).toContain(created.id);
<%_ } _%>
<%_ if (has.show) { _%>
    expect(await <%= client("show") %>.request("GET <%= path %>/{id}", { id: created.id })).toEqual(created);
<%_ } _%>
<%_ if (has.update) { _%>
    const second = <%- js(second, "    ") %>;
    expect(await <%= client("update") %>.request("PUT <%= path %>/{id}", { id: created.id, ...second })).toMatchObject(second);
    const patch = <%- js(test.patch, "    ") %>;
    expect(await <%= client("update") %>.request("PATCH <%= path %>/{id}", { id: created.id, ...patch })).toMatchObject(patch);
<%_ } _%>
<%_ if (has.destroy) { _%>
    expect(await <%= client("destroy") %>.request("DELETE <%= path %>/{id}", { id: created.id })).toBeUndefined();
<%_ } _%>
  });
<%_ if (has.show) { _%>

  it("throws an ApiError with status 404 and the API's message for an unknown id", async () => {
    const unknown = <%= client("show") %>.request("GET <%= path %>/{id}", { id: "0123456789abcdef01234567" });
    await expect(unknown).rejects.toMatchObject({ name: "ApiError", status: 404, body: { message: expect.any(String) } });
  });
<%_ } _%>
});
<%_ } _%>
