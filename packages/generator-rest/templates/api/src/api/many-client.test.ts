<%_ if (files.clientTest) { _%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type RouteParameters } from "<%= toSrc %>/../client/index.js";
<%_ if (test.users.client.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } else if (test.references.signUp) { _%>
import { signUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";
<%_ for (const open of test.references.opens) { _%>
import { <%= open.name %> } from "<%= open.path %>";
<%_ } _%>

let app: TestApp;
<%_ for (const user of test.users.client) { _%>
let <%= user.name %>: SignedUp;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
  <%_ for (const user of test.users.client) { _%>
  <%= user.name %> = await signUp(app, "<%= user.name %>@example.com", <%- js(user.profile) %>);
  <%_ } _%>
  <%_ if (refs.length > 0) { _%>
  // The documents the samples' references name, stored as their groups store them.
    <%_ for (const open of test.references.opens) { _%>
  const <%= open.many %> = await <%= open.name %>.open(app.store);
    <%_ } _%>
    <%_ for (const ref of test.references.ids.filter((ref) => ref.sample === "first" || has.update)) { _%>
  <%= ref.sample %>.<%= ref.field %> = <%- ref.id %>;
    <%_ } _%>
  <%_ } _%>
});
afterAll(() => app.close());

<%_ if (test.clients.as) { _%>
const as = (token: string) => createClient({ baseUrl: app.url, token });
<%_ } _%>
<%_ if (test.clients.anonymous) { _%>
const anonymous = () => createClient({ baseUrl: app.url });
<%_ } _%>
const first: RouteParameters<"POST /<%= endpoint %>"> = <%- js(first, "") %>;
<%_ if (has.update) { _%>
const second: Omit<RouteParameters<"PUT /<%= endpoint %>/{id}">, "id"> = <%- js(second, "") %>;
<%_ } _%>

describe("the client on /<%= endpoint %>", () => {
  it("goes through <%= aLabel %>'s life with the routes' own types", async () => {
    const created = await <%- test.caller.create %>.request("POST /<%= endpoint %>", first);
    expect(created).toMatchObject(first);
    <%_ if (has.index) { _%>
    expect(JSON.stringify(await <%- test.caller.index %>.request("GET /<%= endpoint %>", { limit: 100 }))).toContain(created.id);
    <%_ } _%>
    <%_ if (has.show) { _%>
    expect(await <%- test.caller.show %>.request("GET /<%= endpoint %>/{id}", { id: created.id })).toEqual(created);
    <%_ } _%>
    <%_ if (has.update) { _%>
    expect(await <%- test.caller.update %>.request("PUT /<%= endpoint %>/{id}", { id: created.id, ...second })).toMatchObject(second);
    const patch: Omit<RouteParameters<"PATCH /<%= endpoint %>/{id}">, "id"> = <%- js(test.patch, "    ") %>;
    expect(await <%- test.caller.update %>.request("PATCH /<%= endpoint %>/{id}", { id: created.id, ...patch })).toMatchObject(patch);
    <%_ } _%>
    <%_ if (has.destroy) { _%>
    expect(await <%- test.caller.destroy %>.request("DELETE /<%= endpoint %>/{id}", { id: created.id })).toBeUndefined();
    <%_ } _%>
  });
  <%_ if (has.show) { _%>

  it("throws an ApiError with status 404 and the API's message for an unknown id", async () => {
    const unknown = <%- test.caller.show %>.request("GET /<%= endpoint %>/{id}", { id: "0123456789abcdef01234567" });
    await expect(unknown).rejects.toMatchObject({ name: "ApiError", status: 404, body: { message: expect.any(String) } });
  });
  <%_ } _%>
});
<%_ } _%>
