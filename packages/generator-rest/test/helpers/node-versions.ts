import { dirname } from "node:path";
import { runCommand } from "./run-command.js";

/** The lowest Node.js a generated project's `engines` allows (`^22.13.0 || >=24`). */
export const LOWEST_NODE = "22.13.0";

/**
 * The folder of the `node` binary of one version, from the npm registry's `node` package (which installs
 * that platform's binary from the registry too): put first on PATH, it runs npm, npx and the scripts.
 */
export async function nodeBinDir(version: string, cwd: string): Promise<string> {
  const run = await runCommand(
    "npx",
    ["--yes", "--package", `node@${version}`, "--", "node", "-p", "process.execPath"],
    {
      cwd,
    },
  );
  const path = run.stdout.trim();
  if (run.code !== 0 || !path) throw new Error(`node@${version} could not be installed:\n${run.stdout}\n${run.stderr}`);
  return dirname(path);
}
