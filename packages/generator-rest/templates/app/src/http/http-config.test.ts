import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadHttpConfig } from "./http-config.js";

describe("loadHttpConfig", () => {
  it("trusts proxies on private networks unless TRUST_PROXY says otherwise", () => {
    expect(loadHttpConfig({}).trustProxy).toBe("loopback,linklocal,uniquelocal");
    expect(loadHttpConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadHttpConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadHttpConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("reads CORS_ORIGINS as origins, or * for any", () => {
    expect(loadHttpConfig({}).corsOrigins).toEqual([]);
    expect(loadHttpConfig({ CORS_ORIGINS: " * " }).corsOrigins).toBe("*");
    expect(loadHttpConfig({ CORS_ORIGINS: "https://app.example.com/, http://localhost:3000" }).corsOrigins).toEqual([
      "https://app.example.com",
      "http://localhost:3000",
    ]);
    for (const value of ["app.example.com", "https://app.example.com/path", "ftp://files.example.com"]) {
      expect(() => loadHttpConfig({ CORS_ORIGINS: value }), value).toThrow("CORS_ORIGINS must list http(s) origins");
    }
  });

  it("reads back any list of web origins, and refuses anything else with a clear error", () => {
    const origin = fc.webUrl().map((url) => new URL(url).origin);
    fc.assert(
      fc.property(fc.array(origin, { minLength: 1 }), (origins) => {
        expect(loadHttpConfig({ CORS_ORIGINS: origins.join(",") }).corsOrigins).toEqual(origins);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          loadHttpConfig({ CORS_ORIGINS: text });
        } catch (error) {
          expect((error as Error).message).toMatch(/^CORS_ORIGINS must list http\(s\) origins/);
        }
      }),
    );
  });
});
