// The test both packages' generated-type suites share: a generator run twice writes the same bytes,
// and those are the bytes committed under src/generated.
import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect } from "vitest";

const run = promisify(execFile);

/** Runs `script` (relative to `packageRoot`) into two directories of `scratch` and compares all three copies. */
export async function expectReproducible(
  packageRoot: string,
  script: string,
  generatedFiles: string[],
  scratch: string,
): Promise<void> {
  const first = join(scratch, "first");
  const second = join(scratch, "second");
  await run(process.execPath, [script, "--out", first], { cwd: packageRoot });
  await run(process.execPath, [script, "--out", second], { cwd: packageRoot });
  expect((await readdir(first)).sort()).toEqual([...generatedFiles].sort());
  for (const name of generatedFiles) {
    const made = await readFile(join(first, name));
    expect(made.equals(await readFile(join(second, name))), `${name}: second run`).toBe(true);
    expect(made.equals(await readFile(join(packageRoot, "src/generated", name))), `${name}: committed`).toBe(true);
  }
}
