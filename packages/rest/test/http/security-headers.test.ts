import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHttpConfig } from "../../src/http/index.js";
import { startHttpApp, type HttpApp } from "./http-app.js";

const apiPolicy = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

describe("security headers", () => {
  it("sets helmet's headers and a CSP that loads nothing, on answers and errors alike", async () => {
    const api = await startHttpApp({ routes: (app) => app.get("/health", async () => ({ status: "ok" })) });
    for (const path of ["/health", "/nowhere"]) {
      const { headers } = await api.request("GET", path);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(headers.get("x-powered-by"), path).toBeNull();
      // An API that also answers plain HTTP: Strict-Transport-Security would have browsers refuse it for a year.
      expect(headers.get("strict-transport-security"), path).toBeNull();
      expect(headers.get("content-security-policy"), path).toBe(apiPolicy);
    }
    await api.close();
  });

  it("adds Strict-Transport-Security for an API served over HTTPS, forced or not", async () => {
    for (const only of [true, false]) {
      const api = await startHttpApp({ https: { only }, trustProxy: "loopback" });
      const { headers } = await api.request("GET", "/nowhere", { headers: { "x-forwarded-proto": "https" } });
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(headers.get("content-security-policy")).toBe(apiPolicy);
      await api.close();
    }
  });

  it("takes other Helmet options instead of the API's own", async () => {
    const api = await startHttpApp({
      helmet: { referrerPolicy: { policy: "same-origin" }, contentSecurityPolicy: false },
    });
    const { headers } = await api.request("GET", "/nowhere");
    expect(headers.get("referrer-policy")).toBe("same-origin");
    expect(headers.get("content-security-policy")).toBeNull();
    await api.close();
  });

  it("lets a route send its own policy, as a docs page does", async () => {
    const api = await startHttpApp({
      routes: (app) =>
        app.get("/docs", async (_request, reply) =>
          reply.header("content-security-policy", "script-src 'self'").send("page"),
        ),
    });
    expect((await api.request("GET", "/docs")).headers.get("content-security-policy")).toBe("script-src 'self'");
    await api.close();
  });
});

describe("CORS", () => {
  let api: HttpApp;
  beforeAll(async () => {
    const { corsOrigins } = loadHttpConfig(
      { CORS_ORIGINS: "https://app.example.com,http://localhost:3000" },
      "development",
    );
    api = await startHttpApp({
      corsOrigins,
      routes: (app) => {
        app.get("/health", async () => ({ status: "ok" }));
        app.put("/notes/:id", async () => ({}));
        app.patch("/notes/:id", async () => ({}));
      },
    });
  });
  afterAll(() => api.close());

  it("lets the allowed origins call the API, with credentials in a header, and the methods of the routes", async () => {
    const preflight = await api.request("OPTIONS", "/health", {
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    // Exactly the methods of the routes, PATCH included, and HEAD with GET.
    expect(preflight.headers.get("access-control-allow-methods")?.split(", ").sort()).toEqual([
      "GET",
      "HEAD",
      "PATCH",
      "PUT",
    ]);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,content-type");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");
    const read = await api.request("GET", "/health", { headers: { origin: "https://app.example.com" } });
    expect(read.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(read.headers.get("access-control-expose-headers")).toBe("link, x-total-count");
  });

  it("answers an OPTIONS request that is no preflight with 400 in the shape of every other error", async () => {
    const incomplete: Record<string, string>[] = [
      {},
      { origin: "http://localhost:3000" },
      { "access-control-request-method": "GET" },
    ];
    for (const path of ["/health", "/nowhere"]) {
      for (const headers of incomplete) {
        const answer = await api.request("OPTIONS", path, { headers });
        const label = `${path} ${JSON.stringify(headers)}`;
        expect(answer.status, label).toBe(400);
        expect(answer.headers.get("content-type"), label).toMatch(/^application\/json/);
        expect(answer.headers.get("content-security-policy"), label).toBe(apiPolicy);
        expect(answer.body, label).toEqual({
          statusCode: 400,
          error: "Bad Request",
          message: "OPTIONS answers CORS preflight requests, which send Origin and Access-Control-Request-Method",
        });
      }
    }
  });

  it("lets a file or a page on this machine call the API while developing", async () => {
    for (const origin of ["null", "http://localhost:8123"]) {
      const preflight = await api.request("OPTIONS", "/health", {
        headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
    const other = await api.request("GET", "/health", { headers: { origin: "http://localhost.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives other origins no access, and without allowed origins sends no CORS header at all", async () => {
    const read = await api.request("GET", "/health", { headers: { origin: "https://evil.example.com" } });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    const closed = await startHttpApp({
      corsOrigins: loadHttpConfig({}, "test").corsOrigins,
      routes: (app) => app.get("/health", async () => ({ status: "ok" })),
    });
    for (const origin of ["https://app.example.com", "null", "http://localhost:8123"]) {
      const response = await closed.request("GET", "/health", { headers: { origin } });
      expect(response.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
    const preflight = await closed.request("OPTIONS", "/health", {
      headers: { origin: "https://app.example.com", "access-control-request-method": "PUT" },
    });
    // No CORS: OPTIONS is not a method of the path, like any other it lacks.
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
    await closed.close();
  });

  it("lets any origin call the API with CORS_ORIGINS=*", async () => {
    const open = await startHttpApp({
      corsOrigins: "*",
      routes: (app) => app.get("/health", async () => ({ status: "ok" })),
    });
    const read = await open.request("GET", "/health", { headers: { origin: "https://any.example.com" } });
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    await open.close();
  });
});
