import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backoffDelay } from "../../src/relay/create-relay-client.js";

describe("backoffDelay", () => {
  it("stays between half and all of the doubling ceiling, never above maxDelay (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, minDelay, extra, random) => {
          const maxDelay = minDelay + extra;
          const ceiling = Math.min(maxDelay, minDelay * 2 ** attempt);
          const delay = backoffDelay(attempt, minDelay, maxDelay, () => random);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
          expect(delay).toBeLessThanOrEqual(Math.min(ceiling, maxDelay));
        },
      ),
    );
  });

  it("doubles from minDelay up to maxDelay", () => {
    const top = () => 1 - Number.EPSILON;
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, 1000, 10_000, top))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(backoffDelay(3, 1000, 10_000, () => 0)).toBe(4000);
  });
});
