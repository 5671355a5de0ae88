import fc from "fast-check";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadHttpConfig } from "../../src/http/index.js";

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

  it("takes addresses, CIDR ranges, netmasks and named ranges for TRUST_PROXY", () => {
    const value = "10.0.0.1, 172.16.0.0/12, 192.168.0.0/255.255.0.0, fd00::/8, ::1, loopback, uniquelocal";
    expect(loadHttpConfig({ TRUST_PROXY: value }, "production").trustProxy).toBe(value);
  });

  it("names each TRUST_PROXY entry Fastify could not use, instead of failing inside it", () => {
    for (const [value, wrong] of [
      ["yes", '"yes"'],
      ["10.0.0.0/33, 10.0.0.1", '"10.0.0.0/33"'],
      ["10.0.0.0/0", '"10.0.0.0/0"'],
      ["192.168.0.0/255.0.255.0,::1/129", '"192.168.0.0/255.0.255.0", "::1/129"'],
      ["10.0.0.1,", '""'],
    ] as const) {
      expect(() => loadHttpConfig({ TRUST_PROXY: value }, "production"), value).toThrow(
        `TRUST_PROXY must be "true", "false", or IP addresses and CIDR ranges separated by commas (or loopback, linklocal, uniquelocal), got ${wrong}`,
      );
    }
  });

  it("gives Fastify only TRUST_PROXY values it accepts, and refuses the others by name", () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("loopback", "linklocal", "uniquelocal"));
    const entry = fc.oneof(
      address,
      fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 40 })).map(([ip, bits]) => `${ip}/${bits}`),
      fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 140 })).map(([ip, bits]) => `${ip}/${bits}`),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), (entries) => {
        let trustProxy: boolean | string;
        try {
          trustProxy = loadHttpConfig({ TRUST_PROXY: entries.join(",") }, "production").trustProxy;
        } catch (error) {
          // Blank is unset, which production refuses too.
          expect((error as Error).message).toMatch(/^TRUST_PROXY (must be |is required in production)/);
          return;
        }
        expect(() => Fastify({ trustProxy })).not.toThrow();
      }),
    );
  });

  it("lets a file or a page on this machine call the API while developing, and only then", () => {
    const allows = (mode: "development" | "production" | "test", origin: string) =>
      [loadHttpConfig({ TRUST_PROXY: "false" }, mode).corsOrigins]
        .flat()
        .some((allowed) => (typeof allowed === "string" ? allowed === origin : allowed.test(origin)));
    for (const origin of [
      "null",
      "http://localhost:9000",
      "http://127.0.0.1:5173",
      "http://[::1]:8080",
      "http://localhost",
    ]) {
      expect(allows("development", origin), origin).toBe(true);
      expect(allows("production", origin), origin).toBe(false);
      expect(allows("test", origin), origin).toBe(false);
    }
    for (const origin of [
      "http://localhost.example.com",
      "https://evil.example.com",
      "http://localhost:9000.example.com",
      "http://10.0.0.1:9000",
    ]) {
      expect(allows("development", origin), origin).toBe(false);
    }
    expect(loadHttpConfig({ CORS_ORIGINS: "https://app.example.com" }, "development").corsOrigins).toEqual([
      "https://app.example.com",
      "null",
      expect.any(RegExp),
    ]);
  });

  it("reads CORS_ORIGINS as origins, or * for any", () => {
    expect(loadHttpConfig({}, "test").corsOrigins).toEqual([]);
    expect(loadHttpConfig({ CORS_ORIGINS: " * " }, "test").corsOrigins).toBe("*");
    expect(
      loadHttpConfig({ CORS_ORIGINS: "https://app.example.com/, http://localhost:3000" }, "test").corsOrigins,
    ).toEqual(["https://app.example.com", "http://localhost:3000"]);
    for (const value of ["app.example.com", "https://app.example.com/path", "ftp://files.example.com"]) {
      expect(() => loadHttpConfig({ CORS_ORIGINS: value }, "test"), value).toThrow(
        "CORS_ORIGINS must list http(s) origins",
      );
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
