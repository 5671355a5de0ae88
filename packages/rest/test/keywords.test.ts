import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keywordGlob, keywordPattern } from "../src/store/keywords.js";

const matches = (word: string, text: string) => new RegExp(keywordPattern(word), "i").test(text);

describe("keywordPattern", () => {
  it("ignores case and accents on both sides", () => {
    expect(matches("jose", "José Álvarez")).toBe(true);
    expect(matches("ÁLVAREZ", "jose alvarez")).toBe(true);
    expect(matches("Ça", "façade")).toBe(true);
    expect(matches("jose", "josh")).toBe(false);
  });

  it("treats regular expression syntax as plain text", () => {
    expect(matches(".*", "anything")).toBe(false);
    expect(matches(".*", "a.*b")).toBe(true);
    expect(matches("(a|b)[c]", "x(a|b)[c]y")).toBe(true);
  });

  it("always compiles and matches the text it was made from", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(matches(text, `«${text.normalize("NFC")}»`)).toBe(true);
      }),
    );
  });

  it("matches the unaccented form of any Latin word", () => {
    const letter = fc.constantFrom(..."aàáâäåeéèêëiíìîïoóòôöuúùûüyýÿcçnñ");
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 12 }), (letters) => {
        const word = letters.join("");
        const plain = word.normalize("NFD").replace(/\p{M}/gu, "");
        expect(matches(word, plain.toUpperCase())).toBe(true);
        expect(matches(plain, word)).toBe(true);
      }),
    );
  });
});

describe("keywordGlob", () => {
  const globs = (word: string, text: string) => new RegExp(`^${globToRegex(keywordGlob(word))}$`, "su").test(text);
  /** GLOB's meaning, for the test: `*` any text, `[...]` one of the characters, the rest itself. */
  const globToRegex = (glob: string) =>
    glob.replace(/\[(\]?[^\]]*)\]|\*|[^[*]/gu, (part, set: string | undefined) => {
      if (part === "*") return ".*";
      if (set !== undefined) return `[${set.replace(/[\\\]^-]/g, "\\$&")}]`;
      return part.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
    });

  it("ignores case and accents, and takes GLOB syntax as plain text", () => {
    expect(globs("É", "café")).toBe(true);
    expect(globs("ca", "ÇA VA")).toBe(true);
    expect(globs("*", "a*b")).toBe(true);
    expect(globs("*", "ab")).toBe(false);
    expect(globs("[]", "x[]y")).toBe(true);
    expect(globs("?", "a")).toBe(false);
  });
});
