import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import { openapiDocs, type OpenapiParts } from "../src/docs/openapi-docs.js";
import { operationId } from "../src/docs/document-routes.js";
import { parseFormBody, validatorCompiler } from "../src/validation/validator-compiler.js";

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        security?: unknown;
        requestBody?: { content: Record<string, unknown> };
        responses: Record<string, unknown>;
      }
    >
  >;
}

const parts: OpenapiParts = {
  info: { title: "bookshop", version: "1.0.0" },
  servers: [{ url: "https://api.example.com" }, { url: "http://localhost:9000" }],
  components: { securitySchemes: { userToken: { type: "http", scheme: "bearer" } } },
};

/** An app documenting a public list, a body route needing a token and a hidden route. */
async function bookshop(page: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler());
  await app.register(formbody, { parser: parseFormBody });
  await app.register(openapiDocs, { openapi: parts, page });
  app.get(
    "/books",
    {
      schema: {
        querystring: Type.Object({ q: Type.Optional(Type.String()) }),
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async () => [],
  );
  app.put(
    "/books/:id/title",
    {
      schema: {
        security: [{ userToken: [] }],
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ title: Type.String() }),
        response: { 200: Type.Object({ title: Type.String() }) },
      },
    },
    async (request) => request.body,
  );
  app.get("/internal", { schema: { hide: true } }, async () => ({}));
  return app;
}

describe("openapiDocs", () => {
  let app: Awaited<ReturnType<typeof bookshop>>;
  beforeAll(async () => {
    app = await bookshop(true);
    await app.ready();
  });
  afterAll(() => app.close());

  it("documents every route in OpenAPI 3.1 with an operation id, its security and the checks' error answers", () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("bookshop");
    expect(Object.keys(document.paths)).toEqual(["/books", "/books/{id}/title"]);
    const list = document.paths["/books"]?.["get"];
    expect(list?.operationId).toBe("getBooks");
    // No credential needed is said, not left out.
    expect(list?.security).toEqual([]);
    // Every route can time out; a query string can be refused.
    expect(Object.keys(list?.responses ?? {})).toEqual(["200", "400", "408"]);
    const rename = document.paths["/books/{id}/title"]?.["put"];
    expect(rename?.operationId).toBe("putBooksByIdTitle");
    expect(rename?.security).toEqual([{ userToken: [] }]);
    expect(Object.keys(rename?.requestBody?.content ?? {})).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
    ]);
    expect(Object.keys(rename?.responses ?? {})).toEqual(["200", "400", "401", "408", "413", "415"]);
  });

  it("names operations after their method and path, in camelCase", () => {
    expect(operationId("PUT", "/users/:id/password")).toBe("putUsersByIdPassword");
    expect(operationId("GET", "/password-resets/:token")).toBe("getPasswordResetsByToken");
    expect(operationId("DELETE", "/")).toBe("delete");
  });

  it("serves Swagger UI from its own files at /docs, with a policy loosened only there", async () => {
    const page = await app.inject({ method: "GET", url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>bookshop API</title>");
    expect(page.body).toContain("/docs/static/swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none';",
    );
    const bundle = await app.inject({ method: "GET", url: "/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toContain("javascript");
    const initializer = await app.inject({ method: "GET", url: "/docs/static/swagger-initializer.js" });
    expect(initializer.body).toContain('"tryItOutEnabled":true');
    for (const url of ["/docs/json", "/docs/openapi.json"]) {
      const json = await app.inject({ method: "GET", url });
      expect(json.json()).toMatchObject({ openapi: "3.1.0", info: { title: "bookshop" } });
    }
    const api = await app.inject({ method: "GET", url: "/books" });
    expect(api.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends the page's requests to the server that served it, the document's own servers offered after it", async () => {
    const forPage = (await app.inject({ method: "GET", url: "/docs/json", headers: { host: "api.test:8080" } })).json();
    expect(forPage.servers).toEqual([
      { url: "http://api.test:8080", description: "The server of this page" },
      { url: "https://api.example.com" },
      { url: "http://localhost:9000" },
    ]);
    // The page's own server is not offered twice.
    const local = (await app.inject({ method: "GET", url: "/docs/json", headers: { host: "localhost:9000" } })).json();
    expect(local.servers).toEqual([
      { url: "http://localhost:9000", description: "The server of this page" },
      { url: "https://api.example.com" },
    ]);
  });

  it("serves no /docs without `page`, the document still there for app.swagger()", async () => {
    const quiet = await bookshop(false);
    await quiet.ready();
    for (const url of ["/docs", "/docs/json", "/docs/openapi.json"]) {
      expect((await quiet.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    expect((quiet.swagger() as unknown as OpenApiDocument).paths["/books"]).toBeDefined();
    await quiet.close();
  });
});
