import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%- code.tests.users.import -%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%- code.tests.users.declarations %>
beforeAll(async () => {
  app = await startTestApp();
<%- code.tests.users.calls -%>
});
afterAll(() => app.close());
<%- code.tests.body %>
describe("the OpenAPI document", () => {
  it("describes the <%= labels %> routes<%- code.tests.openApi.title %>", async () => {
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
      expect(routes.sort()).toEqual(<%- code.tests.openApi.routes %>);
<%- code.tests.openApi.body -%>
    } finally {
      await docs.close();
    }
  });
});

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object; required?: string[] } }> } }>>;
}
