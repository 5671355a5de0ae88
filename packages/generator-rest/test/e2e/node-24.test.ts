import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { generateProject } from "../helpers/generate-project.js";
import { runCommand } from "../helpers/run-command.js";

const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");

/** `node` of the npm registry's `node` package, which installs this platform's binary from the registry too. */
const node24 = ["--yes", "--package", "node@24", "--", "node"];

/**
 * These machines run Node 20, past its end of life; people run 22 and 24. The every-option project's own
 * test suite also runs under Node 24, the current LTS.
 */
describe("the every-option project under Node 24", () => {
  it("passes its own tests", async () => {
    const dir = await generateProject("node-24", everyOptionOn());
    const version = await runCommand("npx", [...node24, "--version"], { cwd: dir });
    expect(version.stdout.trim(), version.stderr).toMatch(/^v24\.\d+\.\d+$/);
    const run = await runCommand("npx", [...node24, vitest, "run"], { cwd: dir });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const summary = /Tests\s+(\d+ passed.*)$/m.exec(stripVTControlCharacters(run.stdout))?.[1];
    expect(summary).toBeDefined();
    // The figure CI logs show.
    console.log(`every-option project on Node ${version.stdout.trim()}: ${summary}`);
  });
});
