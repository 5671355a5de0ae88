import { fileURLToPath } from "node:url";
import { runCommand, type CommandResult } from "./run-command.js";

const bin = fileURLToPath(new URL("../../bin/generator-rest.js", import.meta.url));

/** Runs the package's `generator-rest` bin as a user would. */
export function runBin(args: readonly string[], cwd: string): Promise<CommandResult> {
  return runCommand(process.execPath, [bin, ...args], { cwd });
}
