import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basicCredentials } from "../../src/password/basic-credentials.js";

const header = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;

describe("basicCredentials", () => {
  it("reads any e-mail without a colon and any password, colons included", () => {
    const email = fc.string({ minLength: 1 }).filter((text) => !text.includes(":"));
    fc.assert(
      fc.property(email, fc.string(), (email, password) => {
        expect(basicCredentials(header(`${email}:${password}`))).toEqual({ email, password });
      }),
    );
    expect(basicCredentials(header("ana@example.com:a:b"))).toEqual({ email: "ana@example.com", password: "a:b" });
  });

  it("answers undefined for anything else", () => {
    for (const value of [undefined, "", "Bearer abc", "Basic", "Basic !!!", header("no-colon"), header(":password")]) {
      expect(basicCredentials(value)).toBeUndefined();
    }
  });

  it("answers undefined for an e-mail or password holding a NUL character, which no account holds", () => {
    for (const text of ["ana\u0000@example.com:secret-password", "ana@example.com:secret\u0000"]) {
      expect(basicCredentials(header(text))).toBeUndefined();
    }
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (value) => void basicCredentials(value)));
  });
});
