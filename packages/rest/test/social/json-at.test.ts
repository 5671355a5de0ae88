import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTrueAt, textAt } from "../../src/social/json-at.js";

describe("textAt", () => {
  it("reads trimmed text and whole numbers along a path", () => {
    const profile = { id: 42, name: "  Ada ", picture: { data: { url: "https://example.com/a.png" } } };
    expect(textAt(profile, "id")).toBe("42");
    expect(textAt(profile, "name")).toBe("Ada");
    expect(textAt(profile, "picture", "data", "url")).toBe("https://example.com/a.png");
  });

  it("answers undefined for anything that is not usable text", () => {
    const profile = { empty: " ", none: null, flag: true, big: 2 ** 60, list: ["a"], nested: { x: 1 } };
    for (const key of ["empty", "none", "flag", "big", "list", "nested", "missing"]) {
      expect(textAt(profile, key), key).toBeUndefined();
    }
    expect(textAt(profile, "nested", "x", "deeper")).toBeUndefined();
    expect(textAt("text", "length")).toBeUndefined();
  });

  it("never throws, and answers only non-empty trimmed strings, whatever a provider sends", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.string(), { maxLength: 3 }), (value, path) => {
        const found = textAt(value, ...path);
        if (found !== undefined) expect(found).toBe(found.trim());
        expect(found === undefined || found.length > 0).toBe(true);
      }),
    );
  });
});

describe("isTrueAt", () => {
  it('takes only the JSON value true as true: a provider\'s "verified" is never merely truthy', () => {
    expect(isTrueAt({ verified: true }, "verified")).toBe(true);
    for (const value of [false, "true", 1, null, undefined, {}])
      expect(isTrueAt({ verified: value }, "verified")).toBe(false);
    for (const answer of [null, undefined, "verified", 42, []]) expect(isTrueAt(answer, "verified")).toBe(false);
  });
});
