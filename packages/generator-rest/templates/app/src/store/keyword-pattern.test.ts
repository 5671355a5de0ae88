import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keywordPattern } from "./keyword-pattern.js";

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
