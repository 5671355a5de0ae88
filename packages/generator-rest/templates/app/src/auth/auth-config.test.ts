import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { developmentEnv, productionEnv as production } from "../test/config-env.js";

describe("loadConfig of the secrets", () => {
  it("needs the secrets, with a JWT_SECRET long enough for HS256", () => {
    expect(loadConfig(developmentEnv)).toMatchObject({ masterKey: "master-key", jwtExpiresIn: "7d" });
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: developmentEnv.JWT_SECRET })).toThrow("MASTER_KEY is missing");
    expect(() => loadConfig({ NODE_ENV: "development", MASTER_KEY: "k" })).toThrow("JWT_SECRET is missing");
    expect(() => loadConfig({ NODE_ENV: "development", MASTER_KEY: "k", JWT_SECRET: "short" })).toThrow("at least 32 characters");
  });

  it("reads the token lifetime as seconds or a number and a unit", () => {
    expect(loadConfig({ ...developmentEnv, JWT_EXPIRES_IN: "3600" }).jwtExpiresIn).toBe("3600");
    expect(loadConfig({ ...developmentEnv, JWT_EXPIRES_IN: "12h" }).jwtExpiresIn).toBe("12h");
    expect(() => loadConfig({ ...developmentEnv, JWT_EXPIRES_IN: "soon" })).toThrow("JWT_EXPIRES_IN must be");
  });

  it("reads ACCESS_TOKEN_IN_QUERY, off unless it is true", () => {
    expect(loadConfig(developmentEnv).queryToken).toBe(false);
    expect(loadConfig({ ...developmentEnv, ACCESS_TOKEN_IN_QUERY: "true" }).queryToken).toBe(true);
  });

  it("refuses short, guessable or shared secrets in production, naming the variable", () => {
    const { MASTER_KEY, JWT_SECRET } = production;
    const refused: [Record<string, string>, string][] = [
      [{ MASTER_KEY: "master-key" }, "MASTER_KEY must be a long random secret"],
      [{ MASTER_KEY: "change-me-change-me-change-me-change-me" }, "MASTER_KEY must be a long random secret"],
      [{ JWT_SECRET: "j".repeat(40) }, "JWT_SECRET must be a long random secret"],
      [{ JWT_SECRET: "passwordpasswordpasswordpassword" }, "JWT_SECRET must be a long random secret"],
      [{ JWT_SECRET: MASTER_KEY }, "MASTER_KEY and JWT_SECRET must differ"],
    ];
    for (const [changed, message] of refused) expect(() => loadConfig({ ...production, ...changed }), message).toThrow(message);
    expect(loadConfig(production)).toMatchObject({ masterKey: MASTER_KEY, jwtSecret: JWT_SECRET });
    // Development keeps working with whatever a teammate's .env holds.
    expect(loadConfig({ ...developmentEnv, JWT_SECRET: MASTER_KEY + MASTER_KEY })).toMatchObject({ masterKey: "master-key" });
  });
});
