import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as node from "../src/index.js";
import * as web from "../src/web/index.js";

const secret = "It's a Secret to Everybody";
const payload = '{"action":"created","emoji":"🎉"}';

describe("Web Crypto entry (on Node's webcrypto)", () => {
  it("reproduces the hosted service's published test vector", async () => {
    const published = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";
    expect(await web.sign("It's a Secret to Everybody", "Hello, World!")).toBe(published);
    expect(await web.verify("It's a Secret to Everybody", "Hello, World!", published)).toBe(true);
  });

  // 50 fresh secrets are 50 key imports: about 2 s alone, past vitest's 5 s beside other suites on 2 cores.
  it("signs exactly like the Node entry for any secret and payload", { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.oneof(fc.string({ unit: "binary" }), fc.uint8Array()),
        async (anySecret, anyPayload) => {
          expect(await web.sign(anySecret, anyPayload)).toBe(node.sign(anySecret, anyPayload));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("verifies a good signature and refuses a changed payload or secret", async () => {
    const signature = node.sign(secret, payload);
    expect(await web.verify(secret, payload, signature)).toBe(true);
    expect(await web.verify(secret, `${payload} `, signature)).toBe(false);
    expect(await web.verify("other", payload, signature)).toBe(false);
  });

  it.each(["", "sha1=abc", `sha256=${"a".repeat(63)}`, `sha256=${"a".repeat(65)}`, `sha256=${"g".repeat(64)}`])(
    "resolves false for the malformed signature %j",
    async (malformed) => {
      expect(await web.verify(secret, payload, malformed)).toBe(false);
    },
  );

  it("verifies with fallback secrets", async () => {
    const signature = node.sign("old", payload);
    expect(await web.verifyWithFallback("new", payload, signature, ["old"])).toBe(true);
    expect(await web.verifyWithFallback("new", payload, signature)).toBe(false);
  });

  it("rejects with an error naming a missing argument", async () => {
    // @ts-expect-error testing missing arguments
    await expect(web.sign(secret)).rejects.toThrow("payload is required");
    // @ts-expect-error testing missing arguments
    await expect(web.verify(secret, payload)).rejects.toThrow("signature is required");
    // @ts-expect-error testing missing arguments
    await expect(web.verify(undefined, payload, "sha256=")).rejects.toThrow("secret is required");
  });
});
