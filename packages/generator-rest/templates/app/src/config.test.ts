import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { requiredInProduction } from "./read-env.js";

<%_ if (auth) { _%>
const secrets = { MASTER_KEY: "master-key", JWT_SECRET: "j".repeat(32) };
<%_ } _%>
// What production needs besides the port<% if (auth) { %>: random secrets as the generator writes them<% } %><% if (socialProviders.length > 0) { %>, each sign-in provider's app<% } %>.
const production = {
  NODE_ENV: "production",
  TRUST_PROXY: "10.0.0.0/8",
<%_ if (auth) { _%>
  MASTER_KEY: "Yx3Rk9_vQm2LpT7wZc4Ns8HdJf6Gb1Ae",
  JWT_SECRET: "p0Qw8Er7Ty6Ui5Op4As3Df2Gh1JkLzXcVbNm-_9",
<%_ } _%>
<%_ if (passwordReset) { _%>
  RESET_LINK_ORIGINS: "https://app.example.com",
<%_ } _%>
<%_ for (const provider of socialProviders) { _%>
  <%= provider.idVariable %>: "app-id",
  <%= provider.secretVariable %>: "app-secret",
<%_ } _%>
};

const development = { NODE_ENV: "development"<% if (auth) { %>, ...secrets<% } %> };

describe("loadConfig", () => {
  it("listens on 0.0.0.0:9000 while developing, with data under data/", () => {
    expect(loadConfig(development)).toMatchObject({
      mode: "development",
      host: "0.0.0.0",
      port: 9000,
      dataDir: "data",
      mongodbUri: undefined,
    });
  });

  it("listens on PORT, by default 8080 in production", () => {
    expect(loadConfig({ ...development, PORT: "9100" }).port).toBe(9100);
    expect(loadConfig({ ...development, PORT: "" }).port).toBe(9000);
    expect(loadConfig(production).port).toBe(8080);
    expect(loadConfig({ ...production, PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({ ...production, PORT: "http" })).toThrow("PORT must be");
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
    expect(loadConfig(development).docs).toBe(true);
    expect(loadConfig(production).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "false" }).docs).toBe(false);
    expect(loadConfig({ ...production, DOCS: "true" }).docs).toBe(true);
    expect(() => loadConfig({ ...production, DOCS: "yes" })).toThrow('DOCS must be boolean, got "yes"');
  });

  it("keeps tests in memory and takes MONGODB_URI when set", () => {
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> NODE_ENV: "test" }).dataDir).toBeUndefined();
    expect(loadConfig({ ...development, MONGODB_URI: "mongodb://db/app" }).mongodbUri).toBe("mongodb://db/app");
  });
<%_ if (auth) { _%>

  it("needs the secrets, with a JWT_SECRET long enough for HS256", () => {
    expect(loadConfig(development)).toMatchObject({ masterKey: "master-key", jwtExpiresIn: "7d" });
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: secrets.JWT_SECRET })).toThrow("MASTER_KEY is missing");
    expect(() => loadConfig({ NODE_ENV: "development", MASTER_KEY: "k" })).toThrow("JWT_SECRET is missing");
    expect(() => loadConfig({ NODE_ENV: "development", MASTER_KEY: "k", JWT_SECRET: "short" })).toThrow("at least 32 characters");
  });

  it("reads the token lifetime as seconds or a number and a unit", () => {
    expect(loadConfig({ ...development, JWT_EXPIRES_IN: "3600" }).jwtExpiresIn).toBe("3600");
    expect(loadConfig({ ...development, JWT_EXPIRES_IN: "12h" }).jwtExpiresIn).toBe("12h");
    expect(() => loadConfig({ ...development, JWT_EXPIRES_IN: "soon" })).toThrow("JWT_EXPIRES_IN must be");
  });

  it("reads ACCESS_TOKEN_IN_QUERY, off unless it is true", () => {
    expect(loadConfig(development).queryToken).toBe(false);
    expect(loadConfig({ ...development, ACCESS_TOKEN_IN_QUERY: "true" }).queryToken).toBe(true);
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
    expect(loadConfig({ ...development, JWT_SECRET: MASTER_KEY + MASTER_KEY })).toMatchObject({ masterKey: "master-key" });
  });
<%_ } _%>
<%_ if (passwordReset) { _%>

  it("refuses to start in production without https RESET_LINK_ORIGINS, so no mail links to another site", () => {
    expect(() => loadConfig({ ...production, RESET_LINK_ORIGINS: "" })).toThrow("Missing in production: RESET_LINK_ORIGINS.");
    expect(() => loadConfig({ ...production, RESET_LINK_ORIGINS: "http://app.example.com" })).toThrow(
      'RESET_LINK_ORIGINS must list https origins in production, got "http://app.example.com"',
    );
    expect(loadConfig(production).resetLinkOrigins).toEqual(["https://app.example.com"]);
    expect(loadConfig(development).resetLinkOrigins).toEqual([]);
  });
<%_ } _%>
});
