import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sign, verify } from "../src/index.js";

const secret = "It's a Secret to Everybody";
const payload = '{"action":"opened","number":1}';
const signature = sign(secret, payload);

describe("verify", () => {
  it("is true for the payload's own signature, string or bytes", () => {
    expect(verify(secret, payload, signature)).toBe(true);
    expect(verify(secret, new TextEncoder().encode(payload), signature)).toBe(true);
  });

  it("is false for another secret or another payload", () => {
    expect(verify("another secret", payload, signature)).toBe(false);
    expect(verify(secret, `${payload} `, signature)).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["no prefix", signature.slice("sha256=".length)],
    ["sha1 prefix", `sha1=${signature.slice("sha256=".length)}`],
    ["uppercase prefix", `SHA256=${signature.slice("sha256=".length)}`],
    ["uppercase hex", `sha256=${signature.slice("sha256=".length).toUpperCase()}`],
    ["short", signature.slice(0, -2)],
    ["long", `${signature}00`],
    ["non-hex digits", `sha256=${"z".repeat(64)}`],
    ["whitespace", ` ${signature}`],
    ["trailing newline", `${signature}\n`],
  ])("is false, never a throw, for a malformed signature: %s", (_label, malformed) => {
    expect(verify(secret, payload, malformed)).toBe(false);
  });

  it("is false for a signature that is not a string (e.g. a repeated header)", () => {
    // @ts-expect-error testing a wrong signature type
    expect(verify(secret, payload, [signature, signature])).toBe(false);
  });

  it("throws an error naming each missing argument", () => {
    // @ts-expect-error testing missing arguments
    expect(() => verify(undefined, payload, signature)).toThrow("secret is required");
    // @ts-expect-error testing missing arguments
    expect(() => verify(secret, undefined, signature)).toThrow("payload is required");
    // @ts-expect-error testing missing arguments
    expect(() => verify(secret, payload)).toThrow("signature is required");
  });

  describe("properties", () => {
    const secrets = fc.string({ minLength: 1 });
    const payloads = fc.oneof(fc.string({ unit: "binary" }), fc.uint8Array());
    const bytesOf = (value: string | Uint8Array) =>
      typeof value === "string" ? new TextEncoder().encode(value) : value;

    it("any payload verifies with any secret it was signed with", () => {
      fc.assert(
        fc.property(secrets, payloads, (anySecret, anyPayload) => {
          expect(verify(anySecret, anyPayload, sign(anySecret, anyPayload))).toBe(true);
        }),
      );
    });

    it("any single-byte change of the payload is refused", () => {
      fc.assert(
        fc.property(
          secrets,
          fc
            .uint8Array({ minLength: 1 })
            .chain((bytes) => fc.tuple(fc.constant(bytes), fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 }))),
          (anySecret, [bytes, index, delta]) => {
            const changed = Uint8Array.from(bytes);
            changed[index] = ((changed[index] ?? 0) + delta) % 256;
            expect(verify(anySecret, changed, sign(anySecret, bytes))).toBe(false);
          },
        ),
      );
    });

    it("any single-character change of the signature is refused", () => {
      fc.assert(
        fc.property(
          secrets,
          payloads,
          fc.nat(70),
          fc.string({ minLength: 1, maxLength: 1 }),
          (anySecret, anyPayload, at, replacement) => {
            const good = sign(anySecret, anyPayload);
            const index = at % good.length;
            fc.pre(good[index] !== replacement);
            const bad = good.slice(0, index) + replacement + good.slice(index + 1);
            expect(verify(anySecret, bytesOf(anyPayload), bad)).toBe(false);
          },
        ),
      );
    });

    it("a signature with another prefix or another length is refused", () => {
      fc.assert(
        fc.property(
          secrets,
          payloads,
          fc.string().filter((prefix) => prefix !== "sha256="),
          fc.integer({ min: -64, max: 64 }).filter((delta) => delta !== 0),
          (anySecret, anyPayload, prefix, delta) => {
            const hex = sign(anySecret, anyPayload).slice("sha256=".length);
            expect(verify(anySecret, anyPayload, prefix + hex)).toBe(false);
            const resized = delta < 0 ? hex.slice(0, delta) : hex + "0".repeat(delta);
            expect(verify(anySecret, anyPayload, `sha256=${resized}`)).toBe(false);
          },
        ),
      );
    });
  });
});
