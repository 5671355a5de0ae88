import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { developmentEnv } from "../test/config-env.js";

interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; license?: { name: string } };
  servers?: { url: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths?: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[]; responses?: Record<string, unknown> }>>;
}

const env = { ...developmentEnv };

describe("API documentation", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig(env), store: createSqliteStore() });
    await app.ready();
  });
  afterAll(() => app.close());

  it("describes every route in OpenAPI 3.1, with the credentials and errors of those that need them", async () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.license?.name).toBe("UNLICENSED");
    // The development server unless PUBLIC_URL names the deployed one, which then comes first.
    expect(document.servers?.map((server) => server.url)).toEqual(["http://localhost:9000"]);
    const deployed = await buildApp({ config: loadConfig({ ...env, PUBLIC_URL: "https://api.example.com/" }), store: createSqliteStore() });
    await deployed.ready();
    expect((deployed.swagger() as unknown as OpenApiDocument).servers?.map((server) => server.url)).toEqual(["https://api.example.com", "http://localhost:9000"]);
    await deployed.close();
    const routes = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Endpoint groups added later document their own routes too.
    expect(routes).toEqual(expect.arrayContaining(<%- JSON.stringify(coreRoutes) %>));
<%_ if (auth) { _%>
    // The master key is documented as what it is: a secret of the servers, never of a front-end.
    expect(JSON.stringify(document.info)).toContain("The master key is a server-side secret");
    expect(JSON.stringify(document.components?.securitySchemes?.["masterKey"])).toContain("server-side secret");
    const createUser = document.paths?.["/users"]?.post;
    expect(createUser?.security).toEqual([{ masterKey: [] }]);
    // Besides the route's own answers: a body too slow (408), too large (413) or of another type (415).
    expect(Object.keys(createUser?.responses ?? {})).toEqual(["201", "400", "401", "408", "409", "413", "415", "503"]);
    // access_token in the query string is documented exactly when ACCESS_TOKEN_IN_QUERY lets it in.
    expect(JSON.stringify(document.components?.securitySchemes)).not.toContain('"in":"query"');
    const listUsers = document.paths?.["/users"]?.get;
    expect(listUsers?.security).toEqual([{ userToken: [] }]);
    expect(listUsers?.parameters?.map((parameter) => parameter.name)).not.toContain("access_token");
    const allowing = await buildApp({ config: loadConfig({ ...env, ACCESS_TOKEN_IN_QUERY: "true" }), store: createSqliteStore() });
    await allowing.ready();
    const accepted = allowing.swagger() as unknown as OpenApiDocument;
    expect(accepted.components?.securitySchemes?.["accessTokenInQuery"]).toMatchObject({ type: "apiKey", in: "query", name: "access_token" });
    expect(accepted.paths?.["/users"]?.get?.security).toEqual([{ userToken: [] }, { accessTokenInQuery: [] }]);
    expect(accepted.paths?.["/users"]?.post?.security).toEqual([{ masterKey: [] }, { accessTokenInQuery: [] }]);
    await allowing.close();
<%_ } _%>
<%_ if (passwordReset) { _%>
    const requestReset = document.paths?.["/password-resets"]?.post;
    expect(requestReset?.security).toEqual([{ masterKey: [] }]);
    expect(Object.keys(requestReset?.responses ?? {})).toEqual(["202", "400", "401", "408", "413", "415", "429"]);
<%_ } _%>
<%_ if (social) { _%>
    const socialSignIn = document.paths?.["/auth/<%= providers[0] %>"]?.post;
    expect(socialSignIn?.security).toEqual([{ providerToken: [] }]);
    expect(Object.keys(socialSignIn?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401"]));
<%_ } _%>
  });

  it("serves Swagger UI at /docs while developing, with a policy loosened only there", async () => {
    // @hostkit/rest/docs's own tests cover the page; here, that the app serves it under the API's headers.
    const page = await app.inject({ method: "GET", url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title><%= name %> API</title>");
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none';",
    );
    const json = await app.inject({ method: "GET", url: "/docs/openapi.json" });
    expect(json.json()).toMatchObject({ openapi: "3.1.0", info: { title: "<%= name %>" } });
    const api = await app.inject({ method: "GET", url: "/health" });
    expect(api.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(api.headers["content-security-policy"]).not.toContain("script-src");
  });

  it("serves no /docs in production unless DOCS is true", async () => {
    // loadConfig's own test covers reading DOCS; here, what the app does with it.
    for (const [docs, status] of [[false, 404], [true, 200]] as const) {
      const production = await buildApp({ config: { ...loadConfig(env), mode: "production", docs }, store: createSqliteStore() });
      // As behind the TLS proxy that production expects.
      const page = await production.inject({ method: "GET", url: "/docs", headers: { "x-forwarded-proto": "https" } });
      expect(page.statusCode).toBe(status);
      await production.close();
    }
  });
});
