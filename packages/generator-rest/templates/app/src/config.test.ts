import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

<%_ if (auth) { _%>
<%_ if (socialProviders.length > 0) { _%>
// Production also needs each sign-in provider's app.
const secrets = {
  MASTER_KEY: "master-key",
  JWT_SECRET: "j".repeat(32),
<%_ for (const provider of socialProviders) { _%>
  <%= provider.idVariable %>: "app-id",
  <%= provider.secretVariable %>: "app-secret",
<%_ } _%>
};
<%_ } else { _%>
const secrets = { MASTER_KEY: "master-key", JWT_SECRET: "j".repeat(32) };
<%_ } _%>

<%_ } _%>
describe("loadConfig", () => {
  it("listens on 0.0.0.0:9000 while developing, with data under data/", () => {
    expect(loadConfig({<% if (auth) { %> ...secrets <% } %>})).toMatchObject({
      mode: "development",
      host: "0.0.0.0",
      port: 9000,
      dataDir: "data",
      mongodbUri: undefined,
    });
  });

  it("listens on PORT, by default 8080 in production", () => {
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> PORT: "9100" }).port).toBe(9100);
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> NODE_ENV: "production" }).port).toBe(8080);
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> NODE_ENV: "production", PORT: "3000" }).port).toBe(3000);
    expect(() => loadConfig({<% if (auth) { %> ...secrets,<% } %> NODE_ENV: "production", PORT: "http" })).toThrow("PORT must be");
  });

  it("keeps tests in memory and takes MONGODB_URI when set", () => {
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> NODE_ENV: "test" }).dataDir).toBeUndefined();
    expect(loadConfig({<% if (auth) { %> ...secrets,<% } %> MONGODB_URI: "mongodb://db/app" }).mongodbUri).toBe("mongodb://db/app");
  });
<%_ if (auth) { _%>

  it("needs the secrets, with a JWT_SECRET long enough for HS256", () => {
    expect(loadConfig(secrets)).toMatchObject({ masterKey: "master-key", jwtExpiresIn: "7d" });
    expect(() => loadConfig({ JWT_SECRET: secrets.JWT_SECRET })).toThrow("MASTER_KEY is missing");
    expect(() => loadConfig({ MASTER_KEY: "k" })).toThrow("JWT_SECRET is missing");
    expect(() => loadConfig({ MASTER_KEY: "k", JWT_SECRET: "short" })).toThrow("at least 32 characters");
  });

  it("reads the token lifetime as seconds or a number and a unit", () => {
    expect(loadConfig({ ...secrets, JWT_EXPIRES_IN: "3600" }).jwtExpiresIn).toBe("3600");
    expect(loadConfig({ ...secrets, JWT_EXPIRES_IN: "12h" }).jwtExpiresIn).toBe("12h");
    expect(() => loadConfig({ ...secrets, JWT_EXPIRES_IN: "soon" })).toThrow("JWT_EXPIRES_IN must be");
  });
<%_ } _%>
});
