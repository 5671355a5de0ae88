import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { developmentEnv } from "../test/config-env.js";
import { docsAssets, docsInitializer, docsPage } from "./docs-page.js";

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

  it("serves Swagger UI from its own files at /docs while developing, with a policy loosened only there", async () => {
    const page = await app.inject({ method: "GET", url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title><%= name %> API</title>");
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
      expect(json.json()).toMatchObject({ openapi: "3.1.0", info: { title: "<%= name %>" } });
    }
    // The page's requests go to the server that served it, the document's own servers offered after it.
    const forPage = (await app.inject({ method: "GET", url: "/docs/json", headers: { host: "api.test:8080" } })).json();
    expect(forPage.servers[0]).toEqual({ url: "http://api.test:8080", description: "The server of this page" });
    expect(forPage.servers.slice(1)).toEqual((await app.inject({ method: "GET", url: "/docs/openapi.json" })).json().servers);
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

  it("writes a static page that loads only its neighbours and escapes the title", () => {
    const html = docsPage("<script>");
    expect(html).toContain("&#60;script&#62; API");
    expect(html).not.toContain("<title><script>");
    const loaded = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, file]) => file);
    expect(loaded.sort()).toEqual([...docsAssets, "docs-initializer.js"].sort());
  });

  it("starts the static page on the document, calling the development server unless another is chosen", () => {
    const document = { openapi: "3.1.0", paths: { "/health": {} }, servers: [{ url: "/" }, { url: "https://api.example.com" }] };
    const script = docsInitializer(document, "http://localhost:9000");
    // Run as the page runs it, with Swagger UI's bundle replaced by what records its options.
    const started: Record<string, unknown>[] = [];
    const window: { onload?: () => void } = {};
    const bundle = Object.assign((options: Record<string, unknown>) => started.push(options), { presets: { apis: {} } });
    new Function("window", "SwaggerUIBundle", "SwaggerUIStandalonePreset", script)(window, bundle, {});
    window.onload?.();
    const [options] = started;
    expect(options).toMatchObject({ spec: { openapi: "3.1.0", paths: { "/health": {} } }, tryItOutEnabled: true });
    // A relative address means nothing to a page opened as a file: only absolute ones are offered besides.
    expect((options?.spec as typeof document).servers).toEqual([
      { url: "{api}", description: expect.any(String), variables: { api: { default: "http://localhost:9000", description: expect.any(String) } } },
      { url: "https://api.example.com" },
    ]);
  });
});
