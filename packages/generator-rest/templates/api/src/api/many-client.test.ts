<%_ if (model && has.create) { _%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "<%= toSrc %>/../client/index.js";
<%- code.clientTests.users.import -%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%- code.clientTests.users.declarations %>
beforeAll(async () => {
  app = await startTestApp();
<%- code.clientTests.users.calls -%>
});
afterAll(() => app.close());

<%- code.clientTests.constants %>
describe("the client on /<%= endpoint %>", () => {
  it("goes through <%= aLabel %>'s life with the routes' own types", async () => {
<%- code.clientTests.life -%>
  });
<%- code.clientTests.unknownId -%>
});
<%_ } _%>
