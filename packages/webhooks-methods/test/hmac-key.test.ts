import { describe, expect, it } from "vitest";
import { hmacKey } from "../src/web-methods.js";

describe("hmacKey", () => {
  it("imports each secret's key once", async () => {
    const first = hmacKey("first secret");
    expect(hmacKey("first secret")).toBe(first);
    expect(hmacKey("second secret")).not.toBe(first);
    expect((await first).algorithm).toMatchObject({ name: "HMAC", hash: { name: "SHA-256" } });
  });

  it("forgets the oldest key past 32 secrets, and imports it again when asked", async () => {
    const oldest = hmacKey("tenant 0");
    for (let index = 1; index <= 40; index++) void hmacKey(`tenant ${index}`);
    expect(hmacKey("tenant 40")).toBe(hmacKey("tenant 40"));
    const again = hmacKey("tenant 0");
    expect(again).not.toBe(oldest);
    expect(await again).toBeDefined();
  });
});
