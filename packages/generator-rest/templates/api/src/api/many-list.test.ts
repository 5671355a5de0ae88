<%_ if (has.index) { _%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%- code.listTests.users.import -%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%- code.listTests.users.declarations -%>
<%- code.listTests.ids %>
beforeAll(async () => {
  app = await startTestApp();
<%- code.listTests.users.calls -%>
<%- code.listTests.seed -%>
});
afterAll(() => app.close());

type Row = Record<string, unknown>;

async function list(query: Record<string, string> = {}) {
  const response = await app.request("GET", "/<%= endpoint %>", { query<%- code.listTests.credential %> });
  expect(response.status).toBe(200);
  return <%- code.listTests.listResult %>;
}
<%- code.listTests.idsHelper %>
describe("GET /<%= endpoint %>", () => {
<%- code.listTests.cases %>
  it("answers 400 in the original shape for bad list parameters", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/<%= endpoint %>", { query<%- code.listTests.credential %> });
    expect(await get({ limit: "101" })).toMatchObject({
      status: 400,
      body: { valid: false, name: "max", param: "limit", value: 101, max: 100, message: "limit must be less than or equal to 100" },
    });
<%- code.listTests.badSort -%>
    expect(await get({ "createdAt[$gt]": "x" })).toMatchObject({ status: 400, body: { name: "unknown", param: "createdAt[$gt]" } });
    // An empty parameter, as a blank form field sends it, is an absent one.
    expect((await get({ limit: "", page: "", "createdAt[$gt]": "" })).status).toBe(200);
<%- code.listTests.badQ -%>
  });
<%- code.listTests.needs -%>
});
<%_ } _%>
