import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { envFromExample, readEnvFile } from "./env-file.js";

const dir = mkdtempSync(join(tmpdir(), "env-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Lines of an example file other than the secrets: comments, settings, blank lines.
const otherLine = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."# abcXYZ=:/._-0123456789") }).filter((line) => !/^(MASTER_KEY|JWT_SECRET)=/.test(line)),
  fc.constantFrom("", "PORT=", "# MASTER_KEY= in a comment", "MONGODB_URI=mongodb://127.0.0.1:27017/app"),
);

describe("envFromExample", () => {
<%_ if (auth) { _%>
  it("fills each empty secret with 32 fresh random bytes and leaves every other line as it is", () => {
    fc.assert(
      fc.property(fc.array(otherLine), fc.array(otherLine), (before, after) => {
        const example = [...before, "MASTER_KEY=", ...after, "JWT_SECRET=", ""].join("\n");
        const lines = envFromExample(example).split("\n");
        const masterKey = lines[before.length]?.replace("MASTER_KEY=", "");
        const jwtSecret = lines[before.length + after.length + 1]?.replace("JWT_SECRET=", "");
        expect(masterKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(masterKey).not.toBe(jwtSecret);
        expect(lines.filter((_, index) => index !== before.length && index !== before.length + after.length + 1)).toEqual(
          example.split("\n").filter((_, index) => index !== before.length && index !== before.length + after.length + 1),
        );
      }),
    );
  });

  it("keeps secrets that are already set", () => {
    expect(envFromExample("MASTER_KEY=mine\nJWT_SECRET=also-mine\n")).toBe("MASTER_KEY=mine\nJWT_SECRET=also-mine\n");
  });
<%_ } else { _%>
  it("copies the example, which holds no secret", () => {
    fc.assert(
      fc.property(fc.array(otherLine), (lines) => {
        expect(envFromExample(lines.join("\n"))).toBe(lines.join("\n"));
      }),
    );
  });
<%_ } _%>
});

describe("readEnvFile", () => {
  it("writes a missing .env from .env.example while developing, then reads it without overriding the environment", () => {
    const env = join(dir, "dev.env");
    const example = join(dir, "dev.env.example");
    writeFileSync(example, "ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file\n<%- auth ? "MASTER_KEY=\\n" : "" %>");
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    process.env.ENV_FILE_TEST_B = "from-environment";
    try {
      readEnvFile(env, example);
    } finally {
      process.env.NODE_ENV = mode;
    }
    expect(readFileSync(env, "utf8")).toMatch(/^ENV_FILE_TEST_A=from-file\n/);
    // It holds the secrets: no one but its owner may read it, whatever the umask.
    expect(statSync(env).mode & 0o777).toBe(0o600);
    expect(process.env.ENV_FILE_TEST_A).toBe("from-file");
    expect(process.env.ENV_FILE_TEST_B).toBe("from-environment");
  });

  it("writes nothing outside development", () => {
    const env = join(dir, "test.env");
    const example = join(dir, "test.env.example");
    writeFileSync(example, "ENV_FILE_TEST_C=from-file\n");
    readEnvFile(env, example);
    expect(existsSync(env)).toBe(false);
    expect(process.env.ENV_FILE_TEST_C).toBeUndefined();
  });
});
