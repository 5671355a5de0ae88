import { describe, expect, it } from "vitest";
import { templateContext } from "../src/app/template-context.js";
import { ALL_ON_ANSWERS, DEFAULT_ANSWERS } from "./helpers/answers.js";

describe("templateContext", () => {
  it("names the chosen providers as TypeScript array items, in the order of AUTH_METHODS", () => {
    expect(templateContext({ ...DEFAULT_ANSWERS, authMethods: ["google", "password", "facebook"] }).providerList).toBe(
      '"facebook", "google"',
    );
    expect(templateContext({ ...DEFAULT_ANSWERS, authMethods: ["password"] }).providerList).toBe("");
    expect(templateContext({ ...DEFAULT_ANSWERS, auth: false, authMethods: ["github"] }).providerList).toBe("");
  });

  it("signs in at /auth with a password, else at the first provider's route", () => {
    expect(templateContext({ ...DEFAULT_ANSWERS, authMethods: ["github", "password"] }).signInPath).toBe("/auth");
    expect(templateContext({ ...DEFAULT_ANSWERS, authMethods: ["google", "github"] }).signInPath).toBe("/auth/github");
  });
});

describe("templateContext's route and variable lists", () => {
  it("lists the core routes and the production variables of the options chosen", () => {
    const minimal = templateContext({ ...DEFAULT_ANSWERS, auth: false, authMethods: [] });
    expect(minimal.coreRoutes).toEqual(["GET /health"]);
    expect(minimal.requiredInProduction).toEqual(["TRUST_PROXY"]);
    const every = templateContext(ALL_ON_ANSWERS);
    expect(every.coreRoutes).toEqual(
      expect.arrayContaining(["POST /auth", "POST /password-resets", "POST /auth/github"]),
    );
    expect(every.requiredInProduction).toEqual([
      "TRUST_PROXY",
      "MASTER_KEY",
      "JWT_SECRET",
      "RESET_LINK_ORIGINS",
      "FACEBOOK_APP_ID",
      "FACEBOOK_APP_SECRET",
      "GITHUB_CLIENT_ID",
      "GITHUB_CLIENT_SECRET",
      "GOOGLE_CLIENT_ID",
      "GOOGLE_CLIENT_SECRET",
    ]);
  });
});
