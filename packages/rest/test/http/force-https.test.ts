import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpApp, type HttpApp } from "./http-app.js";

/** Health and readiness, as a project's `/health` group answers them. */
function healthRoutes(app: FastifyInstance): void {
  app.get("/health", async () => ({ status: "ok" }));
  app.get("/health/ready", async () => ({ status: "ready" }));
}

describe("restHttp with https: { only: true }", () => {
  let api: HttpApp;
  beforeAll(async () => {
    // The tests' requests come from this machine, as from a TLS proxy beside the API.
    api = await startHttpApp({ https: { only: true }, trustProxy: "loopback", routes: healthRoutes });
  });
  afterAll(() => api.close());

  it("redirects plain-HTTP reads to HTTPS", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await api.request(method, "/anything?x=1", { headers: { "x-forwarded-proto": "http" } });
      expect(response.status, method).toBe(301);
      expect(response.headers.get("location"), method).toBe(`https://${new URL(api.url).host}/anything?x=1`);
      expect(response.headers.get("x-request-id"), method).toEqual(expect.any(String));
    }
  });

  it("answers health checks, which come over plain HTTP, but no other request to /health", async () => {
    expect(await api.request("GET", "/health?probe=1", { headers: { "x-forwarded-proto": "http" } })).toMatchObject({
      status: 200,
      body: { status: "ok" },
    });
    expect((await api.request("GET", "/health/ready", { headers: { "x-forwarded-proto": "http" } })).status).toBe(200);
    expect((await api.request("GET", "/healthz")).status).toBe(301);
  });

  it("refuses plain-HTTP writes, judged by x-forwarded-proto or the connection itself", async () => {
    const response = await api.request("POST", "/health", { headers: { "x-forwarded-proto": "http" } });
    expect(response).toMatchObject({
      status: 403,
      body: { statusCode: 403, error: "Forbidden", message: "This API only answers over HTTPS" },
    });
    expect((await api.request("DELETE", "/health")).status).toBe(403);
  });

  it("serves requests a TLS proxy forwards", async () => {
    const response = await api.request("GET", "/health", { headers: { "x-forwarded-proto": "https" } });
    expect(response).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("ignores x-forwarded-proto from a client that is not a trusted proxy", async () => {
    const direct = await startHttpApp({ https: { only: true }, trustProxy: "10.0.0.1", routes: healthRoutes });
    const response = await direct.request("GET", "/anything", { headers: { "x-forwarded-proto": "https" } });
    expect(response.status).toBe(301);
    await direct.close();
  });
});

describe("restHttp with https: { only: false }, as HTTPS_ONLY=false and development run", () => {
  it("answers plain HTTP", async () => {
    const local = await startHttpApp({ https: { only: false }, trustProxy: false, routes: healthRoutes });
    expect((await local.request("GET", "/anything")).status).toBe(404);
    expect((await local.request("DELETE", "/health")).status).toBe(405);
    expect((await local.request("GET", "/health")).status).toBe(200);
    await local.close();
  });
});
