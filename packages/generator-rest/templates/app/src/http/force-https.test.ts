import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { productionEnv } from "../test/config-env.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

describe("HTTPS in production", () => {
  let production: TestApp;
  beforeAll(async () => {
    // The tests' requests come from this machine, as from a TLS proxy beside the API.
    production = await startTestApp({ ...productionEnv, TRUST_PROXY: "loopback" });
  });
  afterAll(() => production.close());

  it("redirects plain-HTTP reads to HTTPS", async () => {
    const response = await production.request("GET", "/anything?x=1", {
      headers: { "x-forwarded-proto": "http" },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`https://${new URL(production.url).host}/anything?x=1`);
  });

  it("answers health checks, which come over plain HTTP, but no other request to /health", async () => {
    expect(await production.request("GET", "/health?probe=1", { headers: { "x-forwarded-proto": "http" } })).toMatchObject({
      status: 200,
      body: { status: "ok" },
    });
    expect((await production.request("GET", "/health/ready", { headers: { "x-forwarded-proto": "http" } })).status).toBe(200);
    expect((await production.request("GET", "/healthz")).status).toBe(301);
  });

  it("refuses plain-HTTP writes, judged by x-forwarded-proto or the connection itself", async () => {
    const response = await production.request("POST", "/health", { headers: { "x-forwarded-proto": "http" } });
    expect(response).toMatchObject({ status: 403, body: { statusCode: 403, message: "This API only answers over HTTPS" } });
    expect((await production.request("DELETE", "/health")).status).toBe(403);
  });

  it("serves requests a TLS proxy forwards", async () => {
    const response = await production.request("GET", "/health", { headers: { "x-forwarded-proto": "https" } });
    expect(response).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("ignores x-forwarded-proto from a client that is not a trusted proxy", async () => {
    const direct = await startTestApp({ ...productionEnv, TRUST_PROXY: "10.0.0.1" });
    const response = await direct.request("GET", "/anything", { headers: { "x-forwarded-proto": "https" } });
    expect(response.status).toBe(301);
    await direct.close();
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
    await test.close();
  });
});
