import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
<%_ if (https) { _%>
import { loadConfig } from "./config.js";
import { productionEnv } from "./test/config-env.js";
<%_ } _%>
import { startTestApp, type TestApp } from "./test/test-app.js";

describe("every error is JSON", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers 500 for a failure, without its details", async () => {
    const failing = await buildApp({ config: app.config, store: createSqliteStore() });
    failing.get("/fail", async () => {
      throw new Error("connection string with a password");
    });
    const response = await failing.inject({ method: "GET", url: "/fail" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong" });
    await failing.close();
  });

  it("answers 404 for an unknown route", async () => {
    const response = await app.request("GET", "/nowhere?x=1");
    expect(response).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: "No route for GET /nowhere" },
    });
  });

  it("answers 405 with Allow for a known path with a method it lacks", async () => {
    const response = await app.request("DELETE", "/health");
    expect(response).toMatchObject({ status: 405, body: { statusCode: 405, error: "Method Not Allowed" } });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await app.request("DELETE", "/health/")).status).toBe(405);
    expect((await app.request("DELETE", "/health/more")).status).toBe(404);
  });
<%_ if (auth) { _%>

  it("answers 405 for a method /users/me lacks, which DELETE /users/:id would otherwise take as an id", async () => {
    const response = await app.request("DELETE", "/users/me", { bearer: "any" });
    expect(response).toMatchObject({ status: 405, body: { statusCode: 405, error: "Method Not Allowed" } });
    expect(response.headers.get("allow")?.split(", ")).toContain("GET");
    expect(response.headers.get("allow")).not.toContain("DELETE");
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await app.request("POST", "/users", {
      json: { email: "big@example.com", password: "x".repeat(70 * 1024), access_token: app.config.masterKey },
    });
    expect(response).toMatchObject({ status: 413, body: { statusCode: 413, error: "Payload Too Large" } });
  });

  it("answers malformed JSON with the validation shape", async () => {
    const response = await app.request("POST", "/users", {
      headers: { "content-type": "application/json" },
      body: '{"email": "ana@example.com",',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { valid: false, name: "malformed", param: "body", errors: [{ name: "malformed" }] },
    });
  });
<%_ } _%>
});

// What @hostkit/rest/http does is tested in that package; these prove that the app registers it with its settings.
describe("the HTTP machinery of @hostkit/rest/http", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: "development", CORS_ORIGINS: "https://app.example.com,http://localhost:3000" });
  });
  afterAll(() => app.close());

  it("gives the caller's x-request-id back, and sets helmet's headers and a CSP that loads nothing", async () => {
    const { headers } = await app.request("GET", "/health", { headers: { "x-request-id": "trace-7f3a" } });
    expect(headers.get("x-request-id")).toBe("trace-7f3a");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
<%_ if (https) { _%>
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
<%_ } else { _%>
    expect(headers.get("strict-transport-security")).toBeNull();
<%_ } _%>
    expect(headers.get("content-security-policy")).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
  });

  it("loosens the policy on /docs alone, to Swagger UI's own files and inline styles, and no inline script", async () => {
    const page = await app.request("GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const policy = page.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets the origins of CORS_ORIGINS call the API, with exactly the methods of the documented routes", async () => {
    const preflight = await app.request("OPTIONS", "/health", {
      headers: { origin: "http://localhost:3000", "access-control-request-method": "PUT" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    // The PATCH of the endpoint groups included, and HEAD with GET.
    const document = (await app.request("GET", "/docs/openapi.json")).body as { paths: Record<string, object> };
    const routeMethods = Object.values(document.paths).flatMap((path) => Object.keys(path).map((verb) => verb.toUpperCase()));
    expect(preflight.headers.get("access-control-allow-methods")?.split(", ").sort()).toEqual([...new Set([...routeMethods, "HEAD"])].sort());
    const other = await app.request("GET", "/health", { headers: { origin: "https://evil.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses text no database stores before a route sees it", async () => {
    const response = await app.request("GET", "/health?probe=a%00b");
    expect(response).toMatchObject({ status: 400, body: { valid: false, name: "text", param: "probe" } });
  });
});
<%_ if (https) { _%>

describe("HTTPS in production", () => {
  it("redirects plain-HTTP reads and refuses writes, health checks excepted, as the trusted proxy tells", async () => {
    // The tests' requests come from this machine, as from a TLS proxy beside the API.
    const production = await startTestApp({ ...productionEnv, TRUST_PROXY: "loopback" });
    const plain = { headers: { "x-forwarded-proto": "http" } };
    const read = await production.request("GET", "/anything?x=1", plain);
    expect(read.status).toBe(301);
    expect(read.headers.get("location")).toBe(`https://${new URL(production.url).host}/anything?x=1`);
    expect((await production.request("POST", "/health", plain)).status).toBe(403);
    expect((await production.request("GET", "/health", plain)).status).toBe(200);
    expect((await production.request("GET", "/anything", { headers: { "x-forwarded-proto": "https" } })).status).toBe(404);
    await production.close();
  });

  it("answers plain HTTP with HTTPS_ONLY=false, as docker-compose.yml and a try on this machine run without TLS", async () => {
    const local = await startTestApp({ ...productionEnv, TRUST_PROXY: "false", HTTPS_ONLY: "false" });
    expect((await local.request("GET", "/anything")).status).toBe(404);
    expect((await local.request("DELETE", "/health")).status).toBe(405);
    await local.close();
    expect(() => loadConfig({ ...productionEnv, HTTPS_ONLY: "no" })).toThrow('HTTPS_ONLY must be boolean, got "no"');
    expect(loadConfig({ ...productionEnv, HTTPS_ONLY: "" }).httpsOnly).toBe(true);
  });

  it("leaves development and tests on plain HTTP", async () => {
    const test = await startTestApp();
    expect((await test.request("GET", "/health")).status).toBe(200);
    expect(test.config.httpsOnly).toBe(false);
    await test.close();
  });
});
<%_ } _%>
