import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedReturnUrl } from "../../src/social/allowed-return-url.js";

const page = fc.webUrl({ withQueryParameters: false, withFragments: false }).map((url) => new URL(url).href);

describe("allowedReturnUrl", () => {
  it("answers the first allowed page when none is asked for, and refuses every page while none is allowed", () => {
    expect(allowedReturnUrl(undefined, ["https://app.example.com/in", "https://admin.example.com/"])).toBe(
      "https://app.example.com/in",
    );
    expect(() => allowedReturnUrl("https://app.example.com/in", [])).toThrow("AUTH_REDIRECT_URLS is empty");
  });

  it("accepts exactly the allowed pages", () => {
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 4 }), fc.nat(), (allowed, pick) => {
        const chosen = allowed[pick % allowed.length] ?? "";
        expect(allowedReturnUrl(chosen, allowed)).toBe(chosen);
      }),
    );
  });

  it("refuses any other page, the allowed ones with something added included", () => {
    const other = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string());
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 4 }), other, (allowed, requested) => {
        fc.pre(!allowed.includes(URL.canParse(requested) ? new URL(requested).href : requested));
        expect(() => allowedReturnUrl(requested, allowed)).toThrow("redirect_uri must be one of AUTH_REDIRECT_URLS");
      }),
    );
    for (const added of ["?next=/admin", "#top", "extra", "/../other"]) {
      expect(
        () => allowedReturnUrl(`https://app.example.com/in${added}`, ["https://app.example.com/in"]),
        added,
      ).toThrow("redirect_uri must be one of AUTH_REDIRECT_URLS");
    }
  });
});
