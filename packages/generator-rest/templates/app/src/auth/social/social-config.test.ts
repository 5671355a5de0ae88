import { describe, expect, it } from "vitest";
import { loadSocialConfig } from "./social-config.js";

/** Each chosen provider: its app's variables, and the variable, config field and default of its API's address. */
const providers = [
<%_ for (const provider of socialProviders) { _%>
  { name: "<%= provider.name %>", idVariable: "<%= provider.idVariable %>", secretVariable: "<%= provider.secretVariable %>", apiVariable: "<%= provider.apiVariable %>", apiConfigKey: "<%= provider.apiConfigKey %>", apiUrl: "<%= provider.apiUrl %>" },
<%_ } _%>
] as const;
const [first] = providers;

const credentials = Object.fromEntries(
  providers.flatMap((provider) => [
    [provider.idVariable, `${provider.name}-id`],
    [provider.secretVariable, `${provider.name}-secret`],
  ]),
);

describe("loadSocialConfig", () => {
  it("asks the real providers by default, waits 5 seconds for them, and has no front-end page to return to", () => {
    expect(loadSocialConfig({}, false)).toMatchObject({
      timeoutMs: 5000,
      redirectUrls: [],
      ...Object.fromEntries(providers.map((provider) => [provider.apiConfigKey, provider.apiUrl])),
    });
  });

  it("takes each provider's app id and secret", () => {
    expect(loadSocialConfig(credentials, true).clients).toEqual(
      Object.fromEntries(providers.map((provider) => [provider.name, { id: `${provider.name}-id`, secret: `${provider.name}-secret` }])),
    );
  });

  it("starts without credentials outside production, and refuses to in production, naming what is missing", () => {
    expect(loadSocialConfig({}, false).clients).toEqual({});
    expect(loadSocialConfig({ [first.idVariable]: "only-the-id" }, false).clients).toEqual({});
    expect(() => loadSocialConfig({ ...credentials, [first.secretVariable]: " " }, true)).toThrow(`${first.secretVariable} must be set in production`);
    expect(() => loadSocialConfig({}, true)).toThrow(`${first.idVariable} and ${first.secretVariable} must be set in production`);
  });

  it("takes other addresses, timeouts and return pages from the environment", () => {
    const config = loadSocialConfig(
      { [first.apiVariable]: "http://127.0.0.1:8123/fake/", SOCIAL_TIMEOUT_MS: "250", AUTH_REDIRECT_URLS: "https://app.example.com/signed-in, http://localhost:3000" },
      false,
    );
    expect(config).toMatchObject({
      timeoutMs: 250,
      [first.apiConfigKey]: "http://127.0.0.1:8123/fake",
      redirectUrls: ["https://app.example.com/signed-in", "http://localhost:3000/"],
    });
  });

  it("refuses addresses that are not http(s) URLs, timeouts that are not positive integers, and return pages with a query", () => {
    for (const url of ["not a url", "ftp://example.com", "file:///etc/passwd"]) {
      expect(() => loadSocialConfig({ [first.apiVariable]: url }, false)).toThrow(`${first.apiVariable} must be an http or https URL, got "${url}"`);
    }
    for (const timeout of ["0", "-1", "1.5", "soon"]) {
      expect(() => loadSocialConfig({ SOCIAL_TIMEOUT_MS: timeout }, false)).toThrow("SOCIAL_TIMEOUT_MS must be a positive number");
    }
    for (const page of ["javascript:alert(1)", "https://app.example.com/?next=1", "https://app.example.com/#here", "app.example.com"]) {
      expect(() => loadSocialConfig({ AUTH_REDIRECT_URLS: page }, false)).toThrow(`AUTH_REDIRECT_URLS must list http(s) URLs`);
    }
  });
});
