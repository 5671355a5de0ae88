import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/util/bounded-cache.js";

describe("BoundedCache", () => {
  it("returns what was set, and undefined for a key never set", () => {
    const cache = new BoundedCache<number | null>(3);
    expect(cache.set("a", 1)).toBe(1);
    expect(cache.set("b", null)).toBeNull();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeNull();
    expect(cache.get("c")).toBeUndefined();
  });

  it("forgets every entry once it holds `limit` of them, then keeps the new one", () => {
    const cache = new BoundedCache<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    cache.set("c", "C");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, undefined, "C"]);
  });
});
