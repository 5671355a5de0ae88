<%_ const variables = { facebook: ["FACEBOOK_API_URL", "facebookApiUrl", "https://graph.facebook.com"], github: ["GITHUB_API_URL", "githubApiUrl", "https://api.github.com"], google: ["GOOGLE_USERINFO_URL", "googleUserinfoUrl", "https://openidconnect.googleapis.com/v1/userinfo"] } _%>
<%_ const [variable, key] = variables[providers[0]] _%>
<%_ const { idVariable, secretVariable } = socialProviders[0] _%>
import { describe, expect, it } from "vitest";
import { loadSocialConfig } from "./social-config.js";

const credentials = {
<%_ for (const provider of socialProviders) { _%>
  <%= provider.idVariable %>: "<%= provider.name %>-id",
  <%= provider.secretVariable %>: "<%= provider.name %>-secret",
<%_ } _%>
};

describe("loadSocialConfig", () => {
  it("asks the real providers by default, waits 5 seconds for them, and has no front-end page to return to", () => {
    expect(loadSocialConfig({}, false)).toMatchObject({
      timeoutMs: 5000,
      redirectUrls: [],
<%_ for (const provider of providers) { _%>
      <%= variables[provider][1] %>: "<%= variables[provider][2] %>",
<%_ } _%>
    });
  });

  it("takes each provider's app id and secret", () => {
    expect(loadSocialConfig(credentials, true).clients).toEqual({
<%_ for (const provider of providers) { _%>
      <%= provider %>: { id: "<%= provider %>-id", secret: "<%= provider %>-secret" },
<%_ } _%>
    });
  });

  it("starts without credentials outside production, and refuses to in production, naming what is missing", () => {
    expect(loadSocialConfig({}, false).clients).toEqual({});
    expect(loadSocialConfig({ <%= idVariable %>: "only-the-id" }, false).clients).toEqual({});
    expect(() => loadSocialConfig({ ...credentials, <%= secretVariable %>: " " }, true)).toThrow("<%= secretVariable %> must be set in production");
    expect(() => loadSocialConfig({}, true)).toThrow("<%= idVariable %> and <%= secretVariable %> must be set in production");
  });

  it("takes other addresses, timeouts and return pages from the environment", () => {
    const config = loadSocialConfig(
      { <%= variable %>: "http://127.0.0.1:8123/fake/", SOCIAL_TIMEOUT_MS: "250", AUTH_REDIRECT_URLS: "https://app.example.com/signed-in, http://localhost:3000" },
      false,
    );
    expect(config).toMatchObject({
      timeoutMs: 250,
      <%= key %>: "http://127.0.0.1:8123/fake",
      redirectUrls: ["https://app.example.com/signed-in", "http://localhost:3000/"],
    });
  });

  it("refuses addresses that are not http(s) URLs, timeouts that are not positive integers, and return pages with a query", () => {
    for (const url of ["not a url", "ftp://example.com", "file:///etc/passwd"]) {
      expect(() => loadSocialConfig({ <%= variable %>: url }, false)).toThrow(`<%= variable %> must be an http or https URL, got "${url}"`);
    }
    for (const timeout of ["0", "-1", "1.5", "soon"]) {
      expect(() => loadSocialConfig({ SOCIAL_TIMEOUT_MS: timeout }, false)).toThrow("SOCIAL_TIMEOUT_MS must be a positive number");
    }
    for (const page of ["javascript:alert(1)", "https://app.example.com/?next=1", "https://app.example.com/#here", "app.example.com"]) {
      expect(() => loadSocialConfig({ AUTH_REDIRECT_URLS: page }, false)).toThrow(`AUTH_REDIRECT_URLS must list http(s) URLs`);
    }
  });
});
