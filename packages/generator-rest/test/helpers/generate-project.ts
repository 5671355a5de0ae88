import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runBin } from "./run-bin.js";
import { runNpmScript } from "./run-npm-script.js";

/** Ignored by git and ESLint; projects here resolve packages from the repository's node_modules. */
export const PROJECTS_ROOT = fileURLToPath(new URL("../../.tmp", import.meta.url));

/**
 * Generates a project into `.tmp/<name>` (replacing an older one) without installing, then writes its client
 * as `rest` does after installing.
 */
export async function generateProject(name: string, options: readonly string[]): Promise<string> {
  const dir = join(PROJECTS_ROOT, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(PROJECTS_ROOT, { recursive: true });
  const result = await runBin(["rest", dir, "--yes", "--skip-install", ...options], PROJECTS_ROOT);
  if (result.code !== 0) throw new Error(`generator-rest rest ${name} failed:\n${result.stdout}\n${result.stderr}`);
  await runNpmScript(dir, "client");
  return dir;
}
