import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { APP_TEMPLATES } from "../../src/app/app-templates.js";
import { lintProject } from "../../scripts/template-check/lint-project.js";
import { formatProblem } from "../../scripts/template-check/problem.js";
import { renderCombination } from "../../scripts/template-check/render-combination.js";
import { packageFolder, runTool, toolEntry } from "../../scripts/template-check/run-tool.js";
import { typecheckProject } from "../../scripts/template-check/typecheck-project.js";
import { randomCombination } from "../helpers/random-combination.js";
import { tempDir } from "../helpers/temp-dir.js";

const root = tempDir("group-combinations");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The seed of a commit: every commit draws other groups, and a run on a clone of one commit draws what
 * another run on it did, so a failure in CI is the one its rehearsal shows.
 */
function commitSeed(): number | undefined {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: dirname(APP_TEMPLATES), encoding: "utf8" });
    return Number.parseInt(head.slice(0, 8), 16) | 0;
  } catch {
    return undefined;
  }
}

/**
 * check:templates proves fixed groups that cover every option; this draws new ones for each commit. A
 * failure prints fast-check's seed, which replays the same project with GROUP_COMBINATIONS_SEED=<seed>;
 * GROUP_COMBINATIONS_RUNS=<n> draws n projects instead of one.
 */
describe("groups drawn at random, with references among them", () => {
  it("pass their own tests, the type check and the lint of the project", async () => {
    const seed =
      process.env.GROUP_COMBINATIONS_SEED === undefined ? commitSeed() : Number(process.env.GROUP_COMBINATIONS_SEED);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(randomCombination, async (combination) => {
        const dir = join(root, `project-${(run += 1)}`);
        mkdirSync(dir);
        await renderCombination(combination, dir, dirname(APP_TEMPLATES), dirname(packageFolder("typescript")));
        const problems = [...(await typecheckProject(dir, "random")), ...(await lintProject(dir, "random"))];
        expect(
          problems.map((problem) => formatProblem(problem, dir)),
          JSON.stringify(combination.groups),
        ).toEqual([]);
        // The whole project's tests: the drawn groups change what its contract test and its client see too.
        const tests = await runTool(toolEntry("vitest", "vitest"), ["run"], dir);
        expect(tests.code, `${JSON.stringify(combination.groups)}\n${tests.stdout}${tests.stderr}`).toBe(0);
        // Every group brings at least its own test file, and each ran.
        const files = Number(/Test Files +(\d+) passed/.exec(stripVTControlCharacters(tests.stdout))?.[1] ?? 0);
        expect(files).toBeGreaterThanOrEqual(combination.groups.length);
        rmSync(dir, { recursive: true, force: true });
      }),
      // Each step of shrinking is one more project: a failure is reported as drawn, with its seed to replay it.
      {
        numRuns: Number(process.env.GROUP_COMBINATIONS_RUNS ?? 1),
        endOnFailure: true,
        ...(seed === undefined ? {} : { seed }),
      },
    );
  });
});
