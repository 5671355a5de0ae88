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
