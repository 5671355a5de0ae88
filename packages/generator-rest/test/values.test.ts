import { credentialVariables } from "@hostkit/rest/social";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kebabCase } from "../src/values/kebab-case.js";
import { parseAuthMethods } from "../src/values/parse-auth-methods.js";
import { parseBoolean } from "../src/values/parse-boolean.js";
import { parseFolderName } from "../src/values/parse-folder-name.js";
import { parseMaxLength } from "../src/values/parse-max-length.js";
import { parseProjectName } from "../src/values/parse-project-name.js";
import { AUTH_METHODS } from "../src/values/auth-methods.js";
import { socialProviders } from "../src/values/social-providers.js";
import { SettingError } from "../src/settings/setting-error.js";

describe("kebabCase", () => {
  it("turns names people type into kebab-case", () => {
    expect(kebabCase("My API")).toBe("my-api");
    expect(kebabCase("myApi")).toBe("my-api");
    expect(kebabCase("my_api v2")).toBe("my-api-v2");
    expect(kebabCase("  Crème Brûlée!  ")).toBe("creme-brulee");
  });

  it("always yields lower-case words joined by single dashes, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const name = kebabCase(text);
        expect(name).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(kebabCase(name)).toBe(name);
      }),
    );
  });
});

describe("parseProjectName", () => {
  it("normalizes to a kebab-case package name", () => {
    expect(parseProjectName("Shop Backend")).toBe("shop-backend");
  });

  it("refuses text without a letter or digit, non-text and overlong names", () => {
    expect(() => parseProjectName("!!!")).toThrow(/--name must contain a letter or a digit/);
    expect(() => parseProjectName(42)).toThrow(/--name must be text/);
    expect(() => parseProjectName("a".repeat(215))).toThrow(/at most 214/);
  });
});

describe("parseFolderName", () => {
  const parse = parseFolderName("src-dir");

  it("accepts one folder name of letters, digits, - and _", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/), (name) => {
        expect(parse(name)).toBe(name);
      }),
    );
    expect(parse(" lib ")).toBe("lib");
  });

  it("refuses paths, dots, spaces and empty names, naming the option", () => {
    for (const bad of ["../x", "a/b", ".", "..", "", "my src", "-x", "/abs", "a\\b", 3]) {
      expect(() => parse(bad)).toThrow(SettingError);
      expect(() => parse(bad)).toThrow(/^--src-dir must be one folder name/);
    }
  });
});

describe("parseAuthMethods", () => {
  it("reads any non-empty subset in any order and case into the canonical order", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...AUTH_METHODS], { minLength: 1 }), fc.boolean(), (methods, upper) => {
        const text = methods.map((method) => ` ${upper ? method.toUpperCase() : method} `).join(",");
        expect(parseAuthMethods(text)).toEqual(AUTH_METHODS.filter((method) => methods.includes(method)));
        expect(parseAuthMethods(methods)).toEqual(AUTH_METHODS.filter((method) => methods.includes(method)));
      }),
    );
  });

  it("de-duplicates", () => {
    expect(parseAuthMethods("github,password,github")).toEqual(["password", "github"]);
  });

  it("names every unknown method and the known ones", () => {
    expect(() => parseAuthMethods("password,twitter,email")).toThrow(
      '--auth-methods: unknown method "twitter", "email"; choose from password, facebook, github, google.',
    );
  });

  it("refuses an empty list and non-text values", () => {
    expect(() => parseAuthMethods(" , ")).toThrow(/choose at least one/);
    expect(() => parseAuthMethods([])).toThrow(/choose at least one/);
    expect(() => parseAuthMethods(true)).toThrow(/comma-separated list/);
  });
});

describe("parseBoolean", () => {
  const parse = parseBoolean("https");

  it("reads booleans and yes/no words", () => {
    expect(parse(true)).toBe(true);
    expect(parse(false)).toBe(false);
    expect(parse("Yes")).toBe(true);
    expect(parse("no")).toBe(false);
    expect(parse("true")).toBe(true);
  });

  it("refuses anything else", () => {
    expect(() => parse("maybe")).toThrow('--https is a yes/no option, got "maybe".');
    expect(() => parse(1)).toThrow(SettingError);
  });
});

describe("parseMaxLength", () => {
  it("reads any whole number of characters from 1 to 1000000, typed or given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (length) => {
        expect(parseMaxLength(length)).toBe(length);
        expect(parseMaxLength(` ${length} `)).toBe(length);
      }),
    );
  });

  it("refuses anything else with a message naming the option", () => {
    for (const raw of [0, -1, 1.5, 1_000_001, "", "ten", "1e3", "12abc", true, null]) {
      expect(() => parseMaxLength(raw), String(raw)).toThrow(SettingError);
      expect(() => parseMaxLength(raw), String(raw)).toThrow("--max-length");
    }
  });
});

describe("socialProviders", () => {
  it("keeps the chosen providers, in a fixed order, with their titles and credential variables", () => {
    expect(socialProviders(["google", "password", "facebook"])).toEqual([
      {
        name: "facebook",
        title: "Facebook",
        idVariable: "FACEBOOK_APP_ID",
        secretVariable: "FACEBOOK_APP_SECRET",
      },
      {
        name: "google",
        title: "Google",
        idVariable: "GOOGLE_CLIENT_ID",
        secretVariable: "GOOGLE_CLIENT_SECRET",
      },
    ]);
    expect(socialProviders(["password"])).toEqual([]);
    // The variables the project's .env.example and README name are those the runtime reads.
    for (const provider of socialProviders(["facebook", "github", "google"])) {
      expect([provider.idVariable, provider.secretVariable]).toEqual(credentialVariables[provider.name]);
    }
    expect(socialProviders(["github"]).map((provider) => provider.secretVariable)).toEqual(["GITHUB_CLIENT_SECRET"]);
  });
});
