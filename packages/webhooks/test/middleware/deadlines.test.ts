import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { Deadlines } from "../../src/middleware/deadlines.js";

describe("Deadlines", () => {
  it("fires each deadline once, never before its time", async () => {
    const deadlines = new Deadlines(5);
    const start = Date.now();
    const fired = new Map<string, number[]>();
    const record = (name: string) => () => fired.set(name, [...(fired.get(name) ?? []), Date.now() - start]);
    deadlines.add(start + 30, record("late"));
    deadlines.add(start + 10, record("early"));
    deadlines.add(start - 5, record("past"));
    while (fired.size < 3) await sleep(5);
    await sleep(30);
    expect(fired.get("past")).toHaveLength(1);
    expect(fired.get("early")).toEqual([expect.any(Number)]);
    expect(fired.get("late")).toEqual([expect.any(Number)]);
    expect(fired.get("early")?.[0]).toBeGreaterThanOrEqual(10);
    expect(fired.get("late")?.[0]).toBeGreaterThanOrEqual(30);
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
