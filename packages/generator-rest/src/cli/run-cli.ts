import { Command, CommanderError } from "commander";
import { InstallError } from "../app/install-error.js";
import { SettingError } from "../settings/setting-error.js";
import { GENERATOR_COMMANDS } from "./generator-commands.js";
import { generatorToCommand } from "./generator-to-command.js";

/**
 * The `generator-rest` bin: `generator-rest rest [dir] [options]`. Resolves to the exit
 * code; bad input is reported on stderr as a plain message, never as a stack trace.
 */
export async function runCli(argv: readonly string[]): Promise<number> {
  const program = new Command("generator-rest")
    .description("Scaffold a TypeScript REST API without a global yo.")
    .exitOverride();
  const commands = await Promise.all(GENERATOR_COMMANDS.map(generatorToCommand));
  for (const command of commands) program.addCommand(command.exitOverride());
  program.addHelpText("after", () => commands.map((command) => `\n${command.helpInformation()}`).join(""));
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    return report(error);
  }
}

/** Errors the user can act on, by name: the generator's classes may be loaded twice (src and dist). */
const PLAIN_ERRORS = new Set([SettingError.name, InstallError.name]);

/** Bad input gets its message; anything else its stack too, to be reported. */
function report(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  const badInput = error instanceof Error && PLAIN_ERRORS.has(error.name);
  const text = error instanceof Error ? (badInput ? error.message : (error.stack ?? error.message)) : String(error);
  process.stderr.write(`generator-rest: ${text}\n`);
  return 1;
}
