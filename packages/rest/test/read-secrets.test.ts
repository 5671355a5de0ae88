import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSecrets } from "../src/auth/read-secrets.js";

const random = (bytes: Uint8Array, encoding: "base64url" | "base64" | "hex") => Buffer.from(bytes).toString(encoding);

describe("readSecrets in production", () => {
  it("accepts secrets as the generator and openssl rand make them", () => {
    // Unbiased, as a random source makes them: fast-check otherwise favours runs of zeros, which no generator writes.
    const bytes = fc.noBias(fc.uint8Array({ minLength: 24, maxLength: 64 }));
    fc.assert(
      fc.property(bytes, bytes, fc.constantFrom("base64url", "base64", "hex"), (master, jwt, encoding) => {
        const env = { MASTER_KEY: random(master, encoding), JWT_SECRET: random(jwt, encoding) };
        fc.pre(env.MASTER_KEY !== env.JWT_SECRET);
        expect(readSecrets(env, "production")).toEqual({ masterKey: env.MASTER_KEY, jwtSecret: env.JWT_SECRET });
      }),
    );
  });

  it("refuses a secret made of one word repeated, whatever the word", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 12 }), (word) => {
        const env = {
          MASTER_KEY: word.repeat(Math.ceil(40 / word.length)),
          JWT_SECRET: randomBytes(32).toString("base64url"),
        };
        expect(() => readSecrets(env, "production")).toThrow("MASTER_KEY must be a long random secret");
      }),
    );
  });
});
