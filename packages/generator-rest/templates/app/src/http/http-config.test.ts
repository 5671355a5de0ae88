import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadHttpConfig } from "./http-config.js";

describe("loadHttpConfig", () => {
  it("trusts a proxy on the same machine while developing, unless TRUST_PROXY says otherwise", () => {
    expect(loadHttpConfig({}, "development").trustProxy).toBe("loopback");
    expect(loadHttpConfig({ TRUST_PROXY: "false" }, "development").trustProxy).toBe(false);
    expect(loadHttpConfig({ TRUST_PROXY: "true" }, "production").trustProxy).toBe(true);
    expect(loadHttpConfig({ TRUST_PROXY: "10.0.0.0/8" }, "production").trustProxy).toBe("10.0.0.0/8");
  });

  it("refuses to start in production without TRUST_PROXY, so no client picks the address it is counted under", () => {
    expect(() => loadHttpConfig({}, "production")).toThrow("TRUST_PROXY is required in production");
  });

  it("reads CORS_ORIGINS as origins, or * for any", () => {
    expect(loadHttpConfig({}, "test").corsOrigins).toEqual([]);
    expect(loadHttpConfig({ CORS_ORIGINS: " * " }, "test").corsOrigins).toBe("*");
    expect(loadHttpConfig({ CORS_ORIGINS: "https://app.example.com/, http://localhost:3000" }, "test").corsOrigins).toEqual([
      "https://app.example.com",
      "http://localhost:3000",
    ]);
    for (const value of ["app.example.com", "https://app.example.com/path", "ftp://files.example.com"]) {
      expect(() => loadHttpConfig({ CORS_ORIGINS: value }, "test"), value).toThrow("CORS_ORIGINS must list http(s) origins");
    }
  });

  it("reads back any list of web origins, and refuses anything else with a clear error", () => {
    const origin = fc.webUrl().map((url) => new URL(url).origin);
    fc.assert(
      fc.property(fc.array(origin, { minLength: 1 }), (origins) => {
        expect(loadHttpConfig({ CORS_ORIGINS: origins.join(",") }, "test").corsOrigins).toEqual(origins);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          loadHttpConfig({ CORS_ORIGINS: text }, "test");
        } catch (error) {
          expect((error as Error).message).toMatch(/^CORS_ORIGINS must list http\(s\) origins/);
        }
      }),
    );
  });
});
