import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app.js";

describe("security headers and CORS", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: "development", CORS_ORIGINS: "https://app.example.com,http://localhost:3000" });
  });
  afterAll(() => app.close());

  it("sets helmet's headers and a CSP that loads nothing", async () => {
    const { headers } = await app.request("GET", "/health");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("x-powered-by")).toBeNull();
<%_ if (https) { _%>
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
<%_ } else { _%>
    expect(headers.get("strict-transport-security")).toBeNull();
<%_ } _%>
    expect(headers.get("content-security-policy")).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
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

  it("lets the origins of CORS_ORIGINS call the API, with credentials in a header", async () => {
    const preflight = await app.request("OPTIONS", "/health", {
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    // Exactly the methods of the documented routes (PATCH of the endpoint groups included), and HEAD with GET.
    const document = (await app.request("GET", "/docs/openapi.json")).body as { paths: Record<string, object> };
    const routeMethods = Object.values(document.paths).flatMap((path) => Object.keys(path).map((verb) => verb.toUpperCase()));
    expect(preflight.headers.get("access-control-allow-methods")?.split(", ").sort()).toEqual(
      [...new Set([...routeMethods, "HEAD"])].sort(),
    );
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,content-type");
    const read = await app.request("GET", "/health", { headers: { origin: "https://app.example.com" } });
    expect(read.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(read.headers.get("access-control-expose-headers")).toBe("link, x-total-count");
  });

  it("answers an OPTIONS request that is no preflight with 400 in the shape of every other error", async () => {
    const incomplete: Record<string, string>[] = [{}, { origin: "http://localhost:3000" }, { "access-control-request-method": "GET" }];
    for (const path of ["/health", "/nowhere"]) {
      for (const headers of incomplete) {
        const answer = await app.request("OPTIONS", path, { headers });
        const label = `${path} ${JSON.stringify(headers)}`;
        expect(answer.status, label).toBe(400);
        expect(answer.headers.get("content-type"), label).toMatch(/^application\/json/);
        expect(answer.body, label).toEqual({
          statusCode: 400,
          error: "Bad Request",
          message: "OPTIONS answers CORS preflight requests, which send Origin and Access-Control-Request-Method",
        });
      }
    }
  });

  it("lets the reference that npm run docs writes call the API while developing, from a file or this machine", async () => {
    for (const origin of ["null", "http://localhost:8123"]) {
      const preflight = await app.request("OPTIONS", "/health", {
        headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
    const other = await app.request("GET", "/health", { headers: { origin: "http://localhost.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives other origins no access", async () => {
    const read = await app.request("GET", "/health", { headers: { origin: "https://evil.example.com" } });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    const closed = await startTestApp();
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
});
