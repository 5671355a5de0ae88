import { createHmac } from "node:crypto";
import { sign as peerSign } from "@octokit/webhooks-methods";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sign, verify } from "../src/index.js";

const publishedSignature = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

describe("sign", () => {
  it("returns sha256= and the lowercase hex HMAC-SHA256 of the payload", () => {
    const expected = createHmac("sha256", "It's a Secret to Everybody").update("Hello, World!").digest("hex");
    expect(sign("It's a Secret to Everybody", "Hello, World!")).toBe(`sha256=${expected}`);
    expect(sign("s", "payload")).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("reproduces the hosted service's published test vector (x-hub-signature-256)", () => {
    // The service's documentation signs "Hello, World!" with this secret and publishes the header value.
    expect(sign("It's a Secret to Everybody", "Hello, World!")).toBe(publishedSignature);
    expect(verify("It's a Secret to Everybody", "Hello, World!", publishedSignature)).toBe(true);
    expect(verify("It's a Secret to Everybody", new TextEncoder().encode("Hello, World!"), publishedSignature)).toBe(
      true,
    );
  });

  it("signs the UTF-8 bytes of a string exactly like the same bytes given as a Uint8Array", () => {
    const payload = '{"text":"größe 🚀"}';
    expect(sign("secret", payload)).toBe(sign("secret", new TextEncoder().encode(payload)));
  });

  it("signs an empty payload", () => {
    expect(sign("secret", "")).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("is synchronous: it returns the string itself", () => {
    expect(typeof sign("secret", "payload")).toBe("string");
  });

  it("agrees with @octokit/webhooks-methods for any secret and payload", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.string({ unit: "grapheme", minLength: 1 }),
        async (secret, payload) => {
          expect(sign(secret, payload)).toBe(await peerSign(secret, payload));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("throws an error naming a missing secret or payload", () => {
    // @ts-expect-error testing missing arguments
    expect(() => sign()).toThrow("secret is required");
    // @ts-expect-error testing missing arguments
    expect(() => sign("secret")).toThrow("payload is required");
    // @ts-expect-error testing missing arguments
    expect(() => sign(null, "payload")).toThrow("secret is required");
  });

  it("refuses an empty secret and a parsed object payload with a clear error", () => {
    expect(() => sign("", "payload")).toThrow("secret must not be empty");
    // @ts-expect-error testing a wrong payload type
    expect(() => sign("secret", { a: 1 })).toThrow(
      /payload must be a string or Uint8Array holding the raw request body/,
    );
    // @ts-expect-error testing a wrong secret type
    expect(() => sign(42, "payload")).toThrow(TypeError);
  });
});
