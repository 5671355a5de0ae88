import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%- tests.users.import -%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%- tests.users.declarations %>
beforeAll(async () => {
  app = await startTestApp();
<%- tests.users.calls -%>
});
afterAll(() => app.close());
<%- tests.body %>
describe("the OpenAPI document", () => {
  it("describes the <%= labels %> routes<%- tests.openApi.title %>", async () => {
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
      expect(routes.sort()).toEqual(<%- tests.openApi.routes %>);
<%- tests.openApi.body -%>
    } finally {
      await docs.close();
    }
  });
});

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object; required?: string[] } }> } }>>;
}
