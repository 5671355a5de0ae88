import { describe, expect, it } from "vitest";
import { documentId } from "../src/store/document-id.js";

describe("documentId", () => {
  it("answers 24 hex characters, none twice, across many draws of random bytes", () => {
    const ids = Array.from({ length: 5000 }, documentId);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Each of the 12 bytes varies: no position is stuck at one value.
    for (let at = 0; at < 24; at += 2) expect(new Set(ids.map((id) => id.slice(at, at + 2))).size).toBeGreaterThan(200);
  });
});
