import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createSqliteStore } from "../store/sqlite-store.js";
import { docsPage, type OpenApiDocument } from "./docs-page.js";

<%_ if (auth) { _%>
const env = { NODE_ENV: "development", MASTER_KEY: "master-key", JWT_SECRET: "j".repeat(32) };
<%_ } else { _%>
const env = { NODE_ENV: "development" };
<%_ } _%>

describe("API documentation", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig(env), store: createSqliteStore() });
    await app.ready();
  });
  afterAll(() => app.close());

  it("describes every route in OpenAPI 3.1<% if (auth) { %>, with its credentials and errors<% } %>", () => {
    const document = app.swagger() as OpenApiDocument & { openapi: string };
    expect(document.openapi).toBe("3.1.0");
    const routes = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Endpoint groups added later document their own routes too.
    expect(routes).toEqual(
      expect.arrayContaining([
<%_ if (auth) { _%>
        "DELETE /users/{id}",
<%_ } _%>
        "GET /health",
<%_ if (auth) { _%>
        "GET /users",
        "GET /users/me",
        "GET /users/{id}",
<%_ } _%>
<%_ if (passwordReset) { _%>
        "POST /password-resets",
        "POST /password-resets/lookup",
        "PUT /password-resets",
        "POST /email-confirmations",
        "PUT /email-confirmations",
        "POST /auth/sign-out-everywhere",
<%_ } _%>
<%_ if (authMethods.includes("password")) { _%>
        "POST /auth",
<%_ } _%>
<%_ for (const provider of authMethods.filter((method) => method !== "password")) { _%>
        "POST /auth/<%= provider %>",
<%_ } _%>
<%_ if (auth) { _%>
        "POST /users",
        "PUT /users/me",
        "PUT /users/{id}",
<%_ } _%>
<%_ if (authMethods.includes("password")) { _%>
        "PUT /users/{id}/password",
<%_ } _%>
      ]),
    );
<%_ if (auth) { _%>
    const createUser = document.paths?.["/users"]?.post;
    expect(createUser?.security).toEqual([{ masterKey: [] }]);
    expect(Object.keys(createUser?.responses ?? {})).toEqual(["201", "400", "401", "409"]);
<%_ } _%>
<%_ if (passwordReset) { _%>
    const requestReset = document.paths?.["/password-resets"]?.post;
    expect(requestReset?.security).toEqual([{ masterKey: [] }]);
    expect(Object.keys(requestReset?.responses ?? {})).toEqual(["202", "400", "401", "429"]);
<%_ } _%>
<%_ if (authMethods.some((method) => method !== "password")) { _%>
    const socialSignIn = document.paths?.["/auth/<%= authMethods.find((method) => method !== "password") %>"]?.post;
    expect(socialSignIn?.security).toEqual([{ providerToken: [] }]);
    expect(Object.keys(socialSignIn?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "401"]));
<%_ } _%>
  });

  it("serves an HTML page and the JSON document at /docs while developing", async () => {
    const page = await app.inject({ method: "GET", url: "/docs" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<code>/health</code>");
    const json = await app.inject({ method: "GET", url: "/docs/openapi.json" });
    expect(json.json()).toMatchObject({ openapi: "3.1.0", info: { title: "<%= name %>" } });
  });

  it("escapes what it shows", () => {
    const html = docsPage({ info: { title: "<script>", version: "1" }, paths: { "/a": { get: { summary: "a & b" } } } });
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain("a &#38; b");
    expect(html).not.toContain("<script>");
  });
});
