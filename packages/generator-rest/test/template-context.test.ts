import { describe, expect, it } from "vitest";
import { templateContext } from "../src/app/template-context.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";

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
