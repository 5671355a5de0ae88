import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** The folder of a package installed in the workspace. */
export function packageFolder(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** The script of a package's command (its `bin` entry), e.g. `tsc` of `typescript`. */
export function toolEntry(name: string, command: string): string {
  const folder = packageFolder(name);
  const { bin } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as {
    bin: string | Record<string, string>;
  };
  // A package with one command may name its script alone.
  const script = typeof bin === "string" ? bin : bin[command];
  if (script === undefined) throw new Error(`${name} has no command ${command}`);
  return join(folder, script);
}

/**
 * Runs a Node tool to its end in `cwd` and answers its exit code and output; a tool that
 * reports problems exits with a code above 0, which is an answer here, not a failure.
 */
export function runTool(
  entry: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [entry, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") reject(error);
      else resolve({ code: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
    });
  });
}
