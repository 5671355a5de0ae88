import { describe, expect, it } from "vitest";
import { isMasterKey } from "../src/auth/master-key.js";

describe("isMasterKey", () => {
  it("accepts only the exact key, whatever the candidate's length", () => {
    expect(isMasterKey("s3cret-key", "s3cret-key")).toBe(true);
    for (const candidate of [undefined, "", "s3cret", "s3cret-key ", "S3CRET-KEY", "x".repeat(10_000)]) {
      expect(isMasterKey(candidate, "s3cret-key")).toBe(false);
    }
  });
});
