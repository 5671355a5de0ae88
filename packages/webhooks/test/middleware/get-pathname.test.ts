import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getPathname } from "../../src/middleware/get-pathname.js";
import { isJsonContentType } from "../../src/middleware/read-delivery.js";

// Dot segments are left out: URL resolution (rightly) removes them from absolute targets.
const segment = fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,7}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join("/")}`);

describe("getPathname", () => {
  it("drops any query string, fragment and trailing slashes (property)", () => {
    fc.assert(
      fc.property(path, fc.string(), fc.nat({ max: 3 }), (pathname, query, slashes) => {
        const target = `${pathname}${"/".repeat(slashes)}?${query}`;
        expect(getPathname(target)).toBe(pathname);
        expect(getPathname(`http://127.0.0.1:8080${target}`)).toBe(pathname);
      }),
    );
  });

  it("keeps the root path", () => {
    expect(getPathname("/")).toBe("/");
    expect(getPathname("/?a=1")).toBe("/");
    expect(getPathname("//")).toBe("/");
  });
});

describe("isJsonContentType", () => {
  it("accepts application/json in any case with any parameters (property)", () => {
    const casing = fc.constantFrom("application/json", "Application/JSON", "APPLICATION/JSON");
    fc.assert(
      fc.property(casing, fc.string(), (type, parameters) => {
        expect(isJsonContentType(`${type}; ${parameters}`)).toBe(true);
        expect(isJsonContentType(` ${type}`)).toBe(true);
      }),
    );
  });

  it("refuses every other media type", () => {
    for (const type of [undefined, "", "text/json", "application/jsonp", "application/x-www-form-urlencoded", "json"]) {
      expect(isJsonContentType(type)).toBe(false);
    }
  });
});
