import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldSeparator } from "./keywords.js";
import { textTokens, wordTokens } from "./search-tokens.js";

describe("search tokens", () => {
  it("spell pairs of characters in ASCII", () => {
    expect(textTokens("abab")).toBe("p61x62 p62x61");
    expect(wordTokens("aba")).toEqual(["p61x62", "p62x61"]);
    expect(wordTokens("é😀")).toEqual(["pe9x1f600"]);
    expect(wordTokens("é")).toEqual([]);
  });

  it("leave out pairs across the separator of fields", () => {
    expect(textTokens(`ab${fieldSeparator}cd`)).toBe("p61x62 p63x64");
  });

  it("give every word tokens that every text holding it holds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), (before, word, after) => {
        const held = new Set(textTokens(before + word + after).split(" "));
        return wordTokens(word).every((token) => held.has(token));
      }),
    );
  });

  it("give tokens SQLite's full-text queries take as plain words", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0x10ffff }), { maxLength: 20 }).map((codes) => String.fromCodePoint(...codes)), (text) =>
        [...textTokens(text).split(" "), ...wordTokens(text)].every((token) => /^[a-z0-9]*$/.test(token)),
      ),
    );
  });
});
