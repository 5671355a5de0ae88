import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256Hex } from "../src/hmac-sha256-hex.js";

const expected = (secret: string, payload: string | Uint8Array) => createHmac("sha256", secret).update(payload).digest("hex");

describe("hmacSha256Hex", () => {
  it("equals createHmac for any secret, short or longer than a SHA-256 block, and any payload", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "grapheme", minLength: 1 }), fc.string({ minLength: 60, maxLength: 200 })),
        fc.oneof(fc.string({ unit: "grapheme" }), fc.uint8Array({ maxLength: 300 })),
        (secret, payload) => {
          expect(hmacSha256Hex(secret, payload)).toBe(expected(secret, payload));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives the same digest on every call with a secret it remembers", () => {
    const first = hmacSha256Hex("secret", "payload");
    for (let index = 0; index < 3; index++) expect(hmacSha256Hex("secret", "payload")).toBe(first);
  });

  it("stays right for a secret forgotten past 32 others", () => {
    for (let index = 0; index < 40; index++) hmacSha256Hex(`tenant ${index}`, "payload");
    expect(hmacSha256Hex("tenant 0", "payload")).toBe(expected("tenant 0", "payload"));
    expect(hmacSha256Hex("tenant 39", "payload")).toBe(expected("tenant 39", "payload"));
  });

  it("handles a block-sized secret and a secret of multi-byte characters exactly at the block size", () => {
    for (const secret of ["k".repeat(64), "k".repeat(65), "é".repeat(32), "é".repeat(33)]) {
      expect(hmacSha256Hex(secret, "payload")).toBe(expected(secret, "payload"));
    }
  });
});
