import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PairIndex } from "./pair-index.js";

// Texts hold the separator of fields; words never do.
const text = fc.string({ unit: fc.constantFrom(..."abc é\u0000"), maxLength: 12 });
const word = fc.string({ unit: fc.constantFrom(..."abc é"), maxLength: 4 });

describe("PairIndex", () => {
  it("keeps every row holding all words among the candidates, in ascending order", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), fc.array(word, { minLength: 1, maxLength: 3 }), (texts, words) => {
        const seqs = texts.map((_, at) => at * 2 + 1);
        const candidates = new PairIndex(seqs, texts).candidates(words);
        if (candidates === undefined) {
          expect(words.every((word) => word.length < 2)).toBe(true);
          return;
        }
        expect(candidates).toEqual([...candidates].sort((a, b) => a - b));
        const holding = seqs.filter((_, at) => words.every((word) => (texts[at] as string).includes(word)));
        for (const seq of holding) expect(candidates).toContain(seq);
      }),
    );
  });

  it("follows rows that change and go", () => {
    const index = new PairIndex([1, 2, 3], ["title 99", "title 12", "other"]);
    expect(index.candidates(["99"])).toEqual([1]);
    index.remove(1, "title 99");
    index.add(1, "title 1");
    index.add(4, "title 990");
    index.remove(2, "title 12");
    expect(index.candidates(["99"])).toEqual([4]);
    expect(index.candidates(["title"])).toEqual([1, 4]);
    expect(index.candidates(["zz"])).toEqual([]);
  });
});
