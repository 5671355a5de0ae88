import { fileURLToPath } from "node:url";
import { runCommand, type CommandResult } from "./run-command.js";

/** The package's bin, run by path. */
export const BIN = fileURLToPath(new URL("../../bin/generator-rest.js", import.meta.url));

/** Runs the package's `generator-rest` bin as a user would (in the environment of a user's shell by default). */
export function runBin(args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<CommandResult> {
  return runCommand(process.execPath, [BIN, ...args], { cwd, env });
}
