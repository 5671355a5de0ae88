<%_ const providers = authMethods.filter((method) => method !== "password") _%>
<%_ if (providers.length > 0) { _%>
<%_ const variables = { facebook: ["FACEBOOK_API_URL", "facebookApiUrl", "https://graph.facebook.com"], github: ["GITHUB_API_URL", "githubApiUrl", "https://api.github.com"], google: ["GOOGLE_USERINFO_URL", "googleUserinfoUrl", "https://openidconnect.googleapis.com/v1/userinfo"] } _%>
<%_ const [variable, key] = variables[providers[0]] _%>
import { describe, expect, it } from "vitest";
import { loadSocialConfig } from "./social-config.js";

describe("loadSocialConfig", () => {
  it("asks the real providers by default and waits 5 seconds for them", () => {
    expect(loadSocialConfig({})).toEqual({
      timeoutMs: 5000,
<%_ for (const provider of providers) { _%>
      <%= variables[provider][1] %>: "<%= variables[provider][2] %>",
<%_ } _%>
    });
  });

  it("takes other addresses and timeouts from the environment", () => {
    const config = loadSocialConfig({ <%= variable %>: "http://127.0.0.1:8123/fake/", SOCIAL_TIMEOUT_MS: "250" });
    expect(config).toMatchObject({ timeoutMs: 250, <%= key %>: "http://127.0.0.1:8123/fake" });
  });

  it("refuses addresses that are not http(s) URLs and timeouts that are not positive integers", () => {
    for (const url of ["not a url", "ftp://example.com", "file:///etc/passwd"]) {
      expect(() => loadSocialConfig({ <%= variable %>: url })).toThrow(`<%= variable %> must be an http or https URL, got "${url}"`);
    }
    for (const timeout of ["0", "-1", "1.5", "soon"]) {
      expect(() => loadSocialConfig({ SOCIAL_TIMEOUT_MS: timeout })).toThrow("SOCIAL_TIMEOUT_MS must be a positive number");
    }
  });
});
<%_ } _%>
