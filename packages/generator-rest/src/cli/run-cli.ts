import { Command, CommanderError } from "commander";
import { SettingError } from "../settings/setting-error.js";
import { GENERATOR_COMMANDS } from "./generator-commands.js";
import { generatorToCommand } from "./generator-to-command.js";

/**
 * The `generator-rest` bin: `generator-rest rest [dir] [options]`. Resolves to the exit
 * code; bad input is reported on stderr in one line, never as a stack trace.
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

function report(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof Error && error.name === SettingError.name) {
    process.stderr.write(`generator-rest: ${error.message}\n`);
    return 1;
  }
  throw error;
}
