import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { Deadlines } from "../../src/middleware/deadlines.js";

describe("Deadlines", () => {
  it("fires each deadline once, no earlier than its time and at most a resolution late", async () => {
    const deadlines = new Deadlines(5);
    const start = Date.now();
    const fired: [string, number][] = [];
    deadlines.add(start + 30, () => fired.push(["late", Date.now() - start]));
    deadlines.add(start + 10, () => fired.push(["early", Date.now() - start]));
    deadlines.add(start - 5, () => fired.push(["past", Date.now() - start]));
    await sleep(80);
    expect(fired.map(([name]) => name)).toEqual(["past", "early", "late"]);
    const [[, past], [, early], [, late]] = fired as [[string, number], [string, number], [string, number]];
    expect(past).toBeLessThan(30);
    expect(early).toBeGreaterThanOrEqual(10);
    expect(late).toBeGreaterThanOrEqual(30);
  });

  it("never fires a cancelled deadline", async () => {
    const deadlines = new Deadlines(5);
    let fired = false;
    const cancel = deadlines.add(Date.now() + 10, () => (fired = true));
    cancel();
    await sleep(40);
    expect(fired).toBe(false);
  });
});
