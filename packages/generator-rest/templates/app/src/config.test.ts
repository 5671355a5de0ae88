import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { developmentEnv, productionEnv as production } from "./test/config-env.js";

describe("loadConfig", () => {
  it("listens on 0.0.0.0:9000 while developing, with data under data/", () => {
    expect(loadConfig(developmentEnv)).toMatchObject({
      mode: "development",
      host: "0.0.0.0",
      port: 9000,
      dataDir: "data",
      mongodbUri: undefined,
    });
  });

  it("listens on PORT, by default 8080 in production", () => {
    expect(loadConfig({ ...developmentEnv, PORT: "9100" }).port).toBe(9100);
    expect(loadConfig(production).port).toBe(8080);
    expect(loadConfig({ ...production, PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({ ...production, PORT: "http" })).toThrow("PORT must be");
  });

  it("refuses to start in production without TRUST_PROXY", () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: "" })).toThrow("TRUST_PROXY is required in production");
  });

  it("serves /docs while developing, and in production only when DOCS is true", () => {
    expect(loadConfig(developmentEnv).docs).toBe(true);
    expect(loadConfig(production).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "yes" }).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "true" }).docs).toBe(true);
  });

  it("keeps tests in memory and takes MONGODB_URI when set", () => {
    expect(loadConfig({ ...developmentEnv, NODE_ENV: "test" }).dataDir).toBeUndefined();
    expect(loadConfig({ ...developmentEnv, MONGODB_URI: "mongodb://db/app" }).mongodbUri).toBe("mongodb://db/app");
  });
});
