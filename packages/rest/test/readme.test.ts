import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
// Inside the package, so that `@hostkit/rest` resolves to this package's build by its own name.
const scratchDir = fileURLToPath(new URL("../.tmp/readme/", import.meta.url));

const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
const examples = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);

beforeAll(async () => {
  if (!existsSync(`${packageDir}dist/index.js`))
    throw new Error("Build the package first: npm run build -w @hostkit/rest");
  await mkdir(scratchDir, { recursive: true });
});

afterAll(() => rm(scratchDir, { recursive: true, force: true }));

describe("README examples", () => {
  it("shows every entry at work", () => {
    for (const entry of [
      '"@hostkit/rest"',
      '"@hostkit/rest/sqlite"',
      '"@hostkit/rest/auth"',
      '"@hostkit/rest/password"',
      '"@hostkit/rest/social"',
      '"@hostkit/rest/client-writer"',
      '"@hostkit/rest/http"',
      '"@hostkit/rest/rate-limits"',
      '"@hostkit/rest/process"',
      '"@hostkit/rest/migrate"',
      '"@hostkit/rest/docs"',
      '"@hostkit/rest/testing"',
    ]) {
      expect(examples.some((code) => code.includes(entry))).toBe(true);
    }
  });

  // Each example checks what it shows with node:assert, so running it through is the test.
  it.each(examples.map((code, index) => [index + 1, code] as const))(
    "example %i runs and holds",
    async (index, code) => {
      const file = `${scratchDir}example-${index}.mjs`;
      await writeFile(file, code);
      await run(process.execPath, [file], { cwd: scratchDir });
    },
  );
});
