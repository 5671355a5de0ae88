import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keywordsPattern, maxKeywords, minKeywordLength } from "../src/list-query/list-query-fields.js";
import { linkPattern, nonBlankPattern, oneLinePattern, storablePattern } from "../src/validation/text-patterns.js";

// The rules as JavaScript's Unicode classes say them; the patterns must say the same without those classes.
const breaksLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const isOneLine = (text: string) => !breaksLine.test(text) && /\S/u.test(text);
const isLink = (text: string) => /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s\p{Cc}]+$/u.test(text);

/** Text of any character, with spaces, control characters and separators drawn often. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(" ", "\t", "\n", "\u0000", "\u0085", "\u00a0", "\u2028", "\u2029", "\u3000", "\ufeff", "\u200b"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
  ),
});
const patterns = { oneLinePattern, nonBlankPattern, linkPattern, storablePattern, keywordsPattern };

describe("the text patterns of the schemas", () => {
  it("name no Unicode property class, so tools outside JavaScript read them", () => {
    for (const [name, pattern] of Object.entries(patterns)) expect(pattern, name).not.toMatch(/\\[pP]\{/);
  });

  it("refuse what breaks a line and blank text, as Unicode's classes define them, read with or without the u flag", () => {
    const unicode = new RegExp(oneLinePattern, "u");
    const plain = new RegExp(oneLinePattern);
    fc.assert(
      fc.property(text, (value) => {
        expect(unicode.test(value)).toBe(isOneLine(value));
        expect(plain.test(value)).toBe(isOneLine(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("take an http(s) address only without spaces or control characters", () => {
    const link = new RegExp(linkPattern, "u");
    fc.assert(
      fc.property(text, (rest) => {
        for (const value of [`https://${rest}`, `HTTP://${rest}`, rest]) expect(link.test(value)).toBe(isLink(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("say white space as JavaScript's trim() reads it, not as an ASCII-only \\s would: not blank, no NUL", () => {
    const nonBlank = new RegExp(nonBlankPattern);
    const storable = new RegExp(storablePattern);
    fc.assert(
      fc.property(text, (value) => {
        expect(nonBlank.test(value)).toBe(value.trim() !== "" && !value.includes("\0"));
        expect(storable.test(value)).toBe(!value.includes("\0"));
      }),
      { numRuns: 2000 },
    );
    for (const blank of ["\u00a0", "\u3000\ufeff", " \u2028"]) expect(nonBlank.test(blank)).toBe(false);
  });

  it("take q as the server splits it into words: white space as JavaScript reads it", () => {
    const keywords = new RegExp(keywordsPattern, "u");
    fc.assert(
      fc.property(text, (value) => {
        const words = value.split(/\s+/).filter(Boolean);
        const fits =
          words.length <= maxKeywords &&
          words.every((word) => [...word].length >= minKeywordLength && !word.includes("\0"));
        expect(keywords.test(value)).toBe(fits);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuse a long text whose last character breaks the line in one pass", () => {
    // A pattern whose parts could take the same characters tried every split of such a text: seconds at 65,000.
    const long = `${"a".repeat(200_000)}\u0007`;
    expect(new RegExp(oneLinePattern, "u").test(long)).toBe(false);
    expect(new RegExp(linkPattern, "u").test(`https://${long}`)).toBe(false);
    for (const ending of ["a", " "])
      expect(new RegExp(nonBlankPattern, "u").test(`${ending.repeat(200_000)}\0`)).toBe(false);
  });
});
