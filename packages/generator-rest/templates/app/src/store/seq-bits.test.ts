import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeqBits } from "./seq-bits.js";

describe("SeqBits", () => {
  it("holds exactly the row numbers set and not cleared since", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 100_000 }), fc.boolean())), (changes) => {
        const bits = new SeqBits();
        const expected = new Set<number>();
        for (const [seq, on] of changes) {
          bits.set(seq, on);
          if (on) expected.add(seq);
          else expected.delete(seq);
        }
        const seqs = new Set([...changes.map(([seq]) => seq), 0, 7, 8, 100_001]);
        return [...seqs].every((seq) => bits.has(seq) === expected.has(seq));
      }),
    );
  });

  it("grows past its first size", () => {
    const bits = new SeqBits();
    bits.set(5_000_000, true);
    expect([bits.has(5_000_000), bits.has(4_999_999)]).toEqual([true, false]);
  });
});
