import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { developmentEnv, productionEnv as production } from "../../test/config-env.js";
import { ValidationError } from "@hostkit/rest";
import { checkResetLink, resetUrl } from "./reset-link.js";

describe("checkResetLink", () => {
  it("takes any http(s) URL when no origins are set", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(checkResetLink(url, [])).toBe(new URL(url).href);
      }),
    );
  });

  it("takes only the listed origins when some are", () => {
    const origins = ["https://app.example.com"];
    expect(checkResetLink("https://app.example.com/reset", origins)).toBe("https://app.example.com/reset");
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        if (new URL(url).origin === origins[0]) return;
        expect(() => checkResetLink(url, origins)).toThrow(ValidationError);
      }),
    );
  });

  it("refuses anything that is not an http(s) URL, without throwing anything else", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (/^https?:/i.test(text) && URL.canParse(text) && !/[\s\p{Cc}]/u.test(text)) return;
        expect(() => checkResetLink(text, [])).toThrow(ValidationError);
      }),
    );
  });

  it("answers the link as parsed, and refuses one with whitespace or control characters", () => {
    expect(checkResetLink("HTTPS://App.Example.com/reset", [])).toBe("https://app.example.com/reset");
    const breaking = fc.constantFrom("\n", "\r", "\t", " ", "\u0000", "\u007f", "\u2028", "\u0085");
    fc.assert(
      fc.property(fc.webUrl(), breaking, fc.webUrl(), (url, separator, other) => {
        expect(() => checkResetLink(`${url}${separator}${other}`, [])).toThrow(ValidationError);
      }),
    );
  });
});

describe("resetUrl", () => {
  it("appends the token as the last path segment", () => {
    expect(resetUrl("https://app.example.com/reset", "abc")).toBe("https://app.example.com/reset/abc");
    expect(resetUrl("https://app.example.com/reset/", "abc")).toBe("https://app.example.com/reset/abc");
  });
});

describe("loadConfig of RESET_LINK_ORIGINS", () => {
  it("refuses to start in production without https RESET_LINK_ORIGINS, so no mail links to another site", () => {
    expect(() => loadConfig({ ...production, RESET_LINK_ORIGINS: "" })).toThrow("Missing in production: RESET_LINK_ORIGINS.");
    expect(() => loadConfig({ ...production, RESET_LINK_ORIGINS: "http://app.example.com" })).toThrow(
      'RESET_LINK_ORIGINS must list https origins in production, got "http://app.example.com"',
    );
    expect(loadConfig(production).resetLinkOrigins).toEqual(["https://app.example.com"]);
    expect(loadConfig(developmentEnv).resetLinkOrigins).toEqual([]);
  });
});
