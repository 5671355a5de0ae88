import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEchoServer } from "./helpers/echo-server.js";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
// Inside the package, so that `@hostkit/endpoint` resolves to this package's build.
const scratchDir = fileURLToPath(new URL("../.tmp/readme/", import.meta.url));

const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
const examples = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);

let server: Awaited<ReturnType<typeof startEchoServer>>;

beforeAll(async () => {
  if (!existsSync(`${packageDir}dist/index.js`))
    throw new Error("Build the package first: npm run build -w @hostkit/endpoint");
  server = await startEchoServer();
  await mkdir(scratchDir, { recursive: true });
});

afterAll(async () => {
  await server.close();
  await rm(scratchDir, { recursive: true, force: true });
});

describe("README examples", () => {
  it("has examples to run", () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(examples.map((code, index) => [index + 1, code] as const))(
    "example %i runs without error",
    async (index, code) => {
      const file = `${scratchDir}example-${index}.mjs`;
      await writeFile(file, code);
      const { stdout } = await run(process.execPath, [file], {
        env: { ...process.env, HOST_API_URL: server.url, HOST_TOKEN: "test" },
        timeout: 10_000,
      });
      if (code.includes("await send(")) expect(stdout.trim()).toBe("200");
    },
  );
});
