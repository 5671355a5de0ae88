import { describe, expect, it } from "vitest";
import { loadSocialConfig, type SocialProviderName } from "../../src/social/social-config.js";

/** Each provider: its app's variables, and the variable, config field and default of its API's address. */
const providers = [
  {
    name: "facebook",
    idVariable: "FACEBOOK_APP_ID",
    secretVariable: "FACEBOOK_APP_SECRET",
    apiVariable: "FACEBOOK_API_URL",
    apiConfigKey: "facebookApiUrl",
    apiUrl: "https://graph.facebook.com",
  },
  {
    name: "github",
    idVariable: "GITHUB_CLIENT_ID",
    secretVariable: "GITHUB_CLIENT_SECRET",
    apiVariable: "GITHUB_API_URL",
    apiConfigKey: "githubApiUrl",
    apiUrl: "https://api.github.com",
  },
  {
    name: "google",
    idVariable: "GOOGLE_CLIENT_ID",
    secretVariable: "GOOGLE_CLIENT_SECRET",
    apiVariable: "GOOGLE_USERINFO_URL",
    apiConfigKey: "googleUserinfoUrl",
    apiUrl: "https://openidconnect.googleapis.com/v1/userinfo",
  },
] as const;
const names: SocialProviderName[] = providers.map((provider) => provider.name);
const options = (production: boolean) => ({ providers: names, production, userAgent: "notes-api" });
const [first] = providers;

const credentials = Object.fromEntries(
  providers.flatMap((provider) => [
    [provider.idVariable, `${provider.name}-id`],
    [provider.secretVariable, `${provider.name}-secret`],
  ]),
);

describe("loadSocialConfig", () => {
  it("asks the real providers by default, waits 5 seconds for them, and has no front-end page to return to", () => {
    expect(loadSocialConfig({}, options(false))).toMatchObject({
      timeoutMs: 5000,
      redirectUrls: [],
      ...Object.fromEntries(providers.map((provider) => [provider.apiConfigKey, provider.apiUrl])),
    });
  });

  it("takes each provider's app id and secret", () => {
    expect(loadSocialConfig(credentials, options(true)).clients).toEqual(
      Object.fromEntries(
        providers.map((provider) => [provider.name, { id: `${provider.name}-id`, secret: `${provider.name}-secret` }]),
      ),
    );
  });

  it("reads only the chosen providers' credentials: another provider's are never asked for", () => {
    const github = loadSocialConfig(credentials, { providers: ["github"], production: true, userAgent: "notes-api" });
    expect(github.clients).toEqual({ github: { id: "github-id", secret: "github-secret" } });
    expect(() => loadSocialConfig({}, { providers: ["github"], production: true, userAgent: "notes-api" })).toThrow(
      "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set in production for sign-in with github",
    );
  });

  it("starts without credentials outside production, and refuses to in production, naming what is missing", () => {
    expect(loadSocialConfig({}, options(false)).clients).toEqual({});
    expect(loadSocialConfig({ [first.idVariable]: "only-the-id" }, options(false)).clients).toEqual({});
    expect(() => loadSocialConfig({ ...credentials, [first.secretVariable]: " " }, options(true))).toThrow(
      `${first.secretVariable} must be set in production`,
    );
    expect(() => loadSocialConfig({}, options(true))).toThrow(
      `${first.idVariable} and ${first.secretVariable} must be set in production`,
    );
  });

  it("takes other addresses, timeouts and return pages from the environment", () => {
    const config = loadSocialConfig(
      {
        [first.apiVariable]: "http://127.0.0.1:8123/fake/",
        SOCIAL_TIMEOUT_MS: "250",
        AUTH_REDIRECT_URLS: "https://app.example.com/signed-in, http://localhost:3000",
      },
      options(false),
    );
    expect(config).toMatchObject({
      timeoutMs: 250,
      [first.apiConfigKey]: "http://127.0.0.1:8123/fake",
      redirectUrls: ["https://app.example.com/signed-in", "http://localhost:3000/"],
    });
  });

  it("refuses addresses that are not http(s) URLs, timeouts that are not positive integers, and return pages with a query", () => {
    for (const url of ["not a url", "ftp://example.com", "file:///etc/passwd"]) {
      expect(() => loadSocialConfig({ [first.apiVariable]: url }, options(false))).toThrow(
        `${first.apiVariable} must be an http or https URL, got "${url}"`,
      );
    }
    for (const timeout of ["0", "-1", "1.5", "soon"]) {
      expect(() => loadSocialConfig({ SOCIAL_TIMEOUT_MS: timeout }, options(false))).toThrow(
        "SOCIAL_TIMEOUT_MS must be a positive number",
      );
    }
    for (const page of [
      "javascript:alert(1)",
      "https://app.example.com/?next=1",
      "https://app.example.com/#here",
      "app.example.com",
    ]) {
      expect(() => loadSocialConfig({ AUTH_REDIRECT_URLS: page }, options(false))).toThrow(
        `AUTH_REDIRECT_URLS must list http(s) URLs`,
      );
    }
  });
});
