import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { requiredInProduction } from "./read-env.js";
import { developmentEnv, productionEnv as production } from "./test/config-env.js";

describe("loadConfig", () => {
  it("listens on 0.0.0.0:9000 while developing, with data under data/", () => {
    expect(loadConfig(developmentEnv)).toMatchObject({
      mode: "development",
      host: "0.0.0.0",
      port: 9000,
      dataDir: "data",
    });
  });

  it("listens on PORT, by default 8080 in production", () => {
    expect(loadConfig({ ...developmentEnv, PORT: "9100" }).port).toBe(9100);
    expect(loadConfig({ ...developmentEnv, PORT: "" }).port).toBe(9000);
    expect(loadConfig(production).port).toBe(8080);
    expect(loadConfig({ ...production, PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({ ...production, PORT: "http" })).toThrow("PORT must be");
  });

  it("listens on HOST when set, checking it is an address or a host name", () => {
    expect(loadConfig(production).host).toBe("0.0.0.0");
    for (const host of ["127.0.0.1", "::1", "::", "localhost", "api.internal"]) {
      expect(loadConfig({ ...production, HOST: host }).host).toBe(host);
    }
    for (const host of ["not a host", "http://localhost", "-start", "a_b"]) {
      expect(() => loadConfig({ ...production, HOST: host }), host).toThrow(`HOST must be an IP address or a host name, got "${host}"`);
    }
  });

  it("logs from LOG_LEVEL, info by default, and names the levels when it is wrong", () => {
    expect(loadConfig(developmentEnv).logLevel).toBe("info");
    expect(loadConfig(production).logLevel).toBe("info");
    expect(loadConfig({ ...production, LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(() => loadConfig({ ...production, LOG_LEVEL: "verbose" })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });

  it("runs in production when NODE_ENV is unset, and in no mode it does not know", () => {
    const { NODE_ENV, ...unset } = production;
    expect(NODE_ENV).toBe("production");
    expect(loadConfig(unset).mode).toBe("production");
    expect(() => loadConfig({ ...production, NODE_ENV: "prod" })).toThrow('NODE_ENV must be equal to one of the allowed values, got "prod"');
  });

  it("refuses to start in production without TRUST_PROXY", () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: "" })).toThrow("Missing in production: TRUST_PROXY.");
  });

  it("names every variable production misses at once", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(`Missing in production: ${requiredInProduction.join(", ")}.`);
    expect(requiredInProduction).toEqual(Object.keys(production).filter((name) => name !== "NODE_ENV"));
  });

  it("takes the timeouts from REQUEST_TIMEOUT, HEADERS_TIMEOUT and KEEP_ALIVE_TIMEOUT, by default 30 s, 10 s and 5 s", () => {
    expect(loadConfig(developmentEnv).timeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 });
    expect(loadConfig({ ...developmentEnv, REQUEST_TIMEOUT: "1", HEADERS_TIMEOUT: "1", KEEP_ALIVE_TIMEOUT: "1" }).timeouts).toEqual({
      requestMs: 1000,
      headersMs: 1000,
      keepAliveMs: 1000,
    });
    expect(() => loadConfig({ ...developmentEnv, REQUEST_TIMEOUT: "5", HEADERS_TIMEOUT: "10" })).toThrow(
      "HEADERS_TIMEOUT (10 s) must not be longer than REQUEST_TIMEOUT (5 s)",
    );
    expect(() => loadConfig({ ...developmentEnv, REQUEST_TIMEOUT: "soon" })).toThrow("REQUEST_TIMEOUT");
  });

  it("reads CORS_ORIGINS and TRUST_PROXY, trusting a proxy on this machine while developing", () => {
    expect(loadConfig(developmentEnv).http.trustProxy).toBe("loopback");
    expect(loadConfig(production).http).toEqual({ trustProxy: "10.0.0.0/8", corsOrigins: [] });
    expect(loadConfig({ ...production, CORS_ORIGINS: "https://app.example.com" }).http.corsOrigins).toEqual(["https://app.example.com"]);
    expect(() => loadConfig({ ...production, TRUST_PROXY: "yes" })).toThrow('TRUST_PROXY must be "true", "false", or IP addresses');
  });
<%_ if (auth) { _%>

  it("limits sign-ins to 10 a minute by default, counted in memory unless REDIS_URL is set", () => {
    expect(loadConfig(developmentEnv).rateLimit).toEqual({
      max: 10,
      windowMs: 60_000,
<%_ if (password) { _%>
      accountMax: 10,
      accountWindowMs: 900_000,
<%_ } _%>
      redisUrl: undefined,
      redisPrefix: "<%= name %>:rate-limit:",
    });
    expect(loadConfig({ ...developmentEnv, RATE_LIMIT_MAX: "5", REDIS_URL: "redis://127.0.0.1:6379" }).rateLimit).toMatchObject({
      max: 5,
      redisUrl: "redis://127.0.0.1:6379",
    });
    expect(() => loadConfig({ ...developmentEnv, RATE_LIMIT_MAX: "ten" })).toThrow("RATE_LIMIT_MAX must be a positive integer");
  });
<%_ } _%>

  it("serves /docs while developing, and in production only when DOCS is true", () => {
    expect(loadConfig(developmentEnv).docs).toBe(true);
    expect(loadConfig(production).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "false" }).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "true" }).docs).toBe(true);
    expect(() => loadConfig({ ...production, DOCS: "yes" })).toThrow('DOCS must be boolean, got "yes"');
  });

  it("keeps tests in memory<%= databaseTitle ? ` and takes ${databaseVariable} when set` : "" %>", () => {
    expect(loadConfig({ ...developmentEnv, NODE_ENV: "test" }).dataDir).toBeUndefined();
<%_ if (databaseTitle) { _%>
    expect(loadConfig(developmentEnv).database).toBeUndefined();
    expect(loadConfig({ ...developmentEnv, <%= databaseVariable %>: "<%= databaseExample %>", DATABASE_POOL_SIZE: "4" }).database).toEqual({
      url: "<%= databaseExample %>",
      poolSize: 4,
      statementTimeoutMs: 10_000,
    });
<%_ if (postgres) { _%>
    const timeouts = { DATABASE_URL: "<%= databaseExample %>", DATABASE_QUERY_TIMEOUT: "1500", DATABASE_CONNECTION_TIMEOUT: "800" };
    expect(loadConfig({ ...developmentEnv, ...timeouts }).database).toMatchObject({ queryTimeoutMs: 1500, connectionTimeoutMs: 800 });
<%_ } _%>
    expect(() => loadConfig({ ...developmentEnv, DATABASE_POOL_SIZE: "0" })).toThrow("DATABASE_POOL_SIZE must be >= 1");
<%_ } _%>
  });
});
