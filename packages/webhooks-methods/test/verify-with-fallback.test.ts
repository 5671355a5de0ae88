import { describe, expect, it } from "vitest";
import { sign, verifyWithFallback } from "../src/index.js";

const payload = '{"zen":"Keep it logically awesome."}';

describe("verifyWithFallback", () => {
  it("accepts a signature made with the current secret", () => {
    expect(verifyWithFallback("new", payload, sign("new", payload), ["old"])).toBe(true);
  });

  it("accepts a signature made with any of the additional secrets", () => {
    expect(verifyWithFallback("new", payload, sign("old", payload), ["older", "old"])).toBe(true);
  });

  it("refuses a signature made with none of them", () => {
    expect(verifyWithFallback("new", payload, sign("other", payload), ["old"])).toBe(false);
    expect(verifyWithFallback("new", payload, sign("other", payload))).toBe(false);
  });

  it("throws for a missing argument and an empty additional secret", () => {
    // @ts-expect-error testing missing arguments
    expect(() => verifyWithFallback("new", payload)).toThrow("signature is required");
    expect(() => verifyWithFallback("new", payload, sign("old", payload), [""])).toThrow("secret must not be empty");
  });
});
