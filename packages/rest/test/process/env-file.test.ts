import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { envFromExample, readEnvFile } from "../../src/process/env-file.js";

const dir = mkdtempSync(join(tmpdir(), "env-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secrets = ["MASTER_KEY", "JWT_SECRET"];

// Lines of an example file other than the secrets: comments, settings, blank lines.
const otherLine = fc.oneof(
  fc
    .string({ unit: fc.constantFrom(..."# abcXYZ=:/._-0123456789") })
    .filter((line) => !/^(MASTER_KEY|JWT_SECRET)=/.test(line)),
  fc.constantFrom("", "PORT=", "# MASTER_KEY= in a comment", "MONGODB_URI=mongodb://127.0.0.1:27017/app"),
);

describe("envFromExample", () => {
  it("fills each empty secret with 32 fresh random bytes and leaves every other line as it is", () => {
    fc.assert(
      fc.property(fc.array(otherLine), fc.array(otherLine), (before, after) => {
        const example = [...before, "MASTER_KEY=", ...after, "JWT_SECRET=", ""].join("\n");
        const lines = envFromExample(example, secrets).split("\n");
        const masterKey = lines[before.length]?.replace("MASTER_KEY=", "");
        const jwtSecret = lines[before.length + after.length + 1]?.replace("JWT_SECRET=", "");
        expect(masterKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(masterKey).not.toBe(jwtSecret);
        expect(
          lines.filter((_, index) => index !== before.length && index !== before.length + after.length + 1),
        ).toEqual(
          example
            .split("\n")
            .filter((_, index) => index !== before.length && index !== before.length + after.length + 1),
        );
      }),
    );
  });

  it("keeps secrets that are already set", () => {
    expect(envFromExample("MASTER_KEY=mine\nJWT_SECRET=also-mine\n", secrets)).toBe(
      "MASTER_KEY=mine\nJWT_SECRET=also-mine\n",
    );
  });

  it("copies an example without secrets as it is", () => {
    fc.assert(
      fc.property(fc.array(otherLine), (lines) => {
        expect(envFromExample([...lines, "MASTER_KEY="].join("\n"), [])).toBe([...lines, "MASTER_KEY="].join("\n"));
      }),
    );
  });
});

describe("readEnvFile", () => {
  // It sets this process's variables (MASTER_KEY among them), and the test files after this one share the process:
  // the environment goes back as it was after each test.
  const environment = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in environment)) Reflect.deleteProperty(process.env, name);
    Object.assign(process.env, environment);
  });

  /** Runs `read` as `npm run dev` does, and answers what it printed. */
  function whileDeveloping(read: () => void): string[] {
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      read();
      return log.mock.calls.map((call) => call.join(" "));
    } finally {
      log.mockRestore();
      process.env.NODE_ENV = mode;
    }
  }

  it("writes a missing .env from .env.example while developing, then reads it without overriding the environment", () => {
    const env = join(dir, "dev.env");
    const example = join(dir, "dev.env.example");
    writeFileSync(example, "ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file\nMASTER_KEY=\nJWT_SECRET=\n");
    process.env.ENV_FILE_TEST_B = "from-environment";
    let read: string[] = [];
    const printed = whileDeveloping(() => (read = readEnvFile({ path: env, example, secrets })));
    expect(printed).toEqual([
      `Created ${env} from ${example} with a fresh MASTER_KEY and JWT_SECRET; keep it out of version control.`,
    ]);
    expect(readFileSync(env, "utf8")).toMatch(
      /^ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file\nMASTER_KEY=[\w-]{43}\nJWT_SECRET=[\w-]{43}\n$/,
    );
    // It holds the secrets: no one but its owner may read it, whatever the umask.
    expect(statSync(env).mode & 0o777).toBe(0o600);
    expect(process.env.ENV_FILE_TEST_A).toBe("from-file");
    expect(process.env.ENV_FILE_TEST_B).toBe("from-environment");
    expect(read.sort()).toEqual(["ENV_FILE_TEST_A", "JWT_SECRET", "MASTER_KEY"]);
  });

  it("copies an example without secrets, and says only that", () => {
    const env = join(dir, "plain.env");
    const example = join(dir, "plain.env.example");
    writeFileSync(example, "ENV_FILE_TEST_D=from-file\n");
    const printed = whileDeveloping(() => readEnvFile({ path: env, example }));
    expect(printed).toEqual([`Created ${env} from ${example}; keep it out of version control.`]);
    expect(readFileSync(env, "utf8")).toBe("ENV_FILE_TEST_D=from-file\n");
  });

  it("writes nothing outside development", () => {
    const env = join(dir, "test.env");
    const example = join(dir, "test.env.example");
    writeFileSync(example, "ENV_FILE_TEST_C=from-file\n");
    expect(readEnvFile({ path: env, example })).toEqual([]);
    expect(existsSync(env)).toBe(false);
    expect(process.env.ENV_FILE_TEST_C).toBeUndefined();
  });
});
