import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, inject } from "vitest";
import { projectEnv } from "./project-env.js";
import { runCommand } from "./run-command.js";
import { testFileInputs } from "./test-file-inputs.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of this run: one file per digest of a generated project's test file that passed (testFileInputs). */
    passedTestFiles: string;
  }
}

/**
 * `npm run test` in a generated project, given the test files that no project of this run has passed yet with
 * the same inputs (testFileInputs): a file whose code, settings and environment match one that passed runs
 * the same code on the same inputs. Rejects with the output when the tests fail; resolves with the files it
 * ran and those it left out.
 */
export async function runProjectTests(
  dir: string,
  env: Record<string, string> = {},
): Promise<{ ran: string[]; passedElsewhere: string[] }> {
  const passed = inject("passedTestFiles");
  const digests = testFileInputs(dir, env);
  const ran = [...digests.keys()].filter((file) => !existsSync(join(passed, digests.get(file) ?? "")));
  const passedElsewhere = [...digests.keys()].filter((file) => !ran.includes(file));
  if (ran.length > 0) {
    const { code, stdout, stderr } = await runCommand("npm", ["run", "test", "--", ...ran], {
      cwd: dir,
      env: projectEnv(env),
    });
    if (code !== 0) throw new Error(`npm run test exited with ${code}:\n${stdout}\n${stderr}`);
    // Each file named ran, and no other: a path given to vitest is a filter.
    const files = /^ *Test Files +(.+) \((\d+)\)$/m.exec(stripVTControlCharacters(stdout));
    expect(files?.[2], stdout).toBe(String(ran.length));
    expect(files?.[1]).not.toContain("failed");
    for (const file of ran) writeFileSync(join(passed, digests.get(file) ?? ""), `${dir} ${file}\n`);
  }
  return { ran, passedElsewhere };
}
