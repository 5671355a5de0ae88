import { addEnvironmentOptions, prepareGeneratorCommand } from "yeoman-environment";
import type { GeneratorCommand } from "./generator-commands.js";

type YeomanCommand = ReturnType<typeof addEnvironmentOptions>;

/** Yeoman's built-in options that mean nothing for these generators. */
const UNUSED_OPTIONS = new Set(["help", "skip-cache", "force-install", "ask-answered"]);

/**
 * A commander command running one generator through yeoman-environment, so no global `yo` is needed:
 * yeoman-environment reads its arguments and options from the generator and runs it on the parsed ones.
 */
export async function generatorToCommand(generator: GeneratorCommand): Promise<YeomanCommand> {
  // yeoman-environment exports its command class only through an instance; createCommand makes a bare one,
  // without the environment's own options (--dry-run, --bail...), which these generators do not offer.
  const command = addEnvironmentOptions().createCommand(generator.command).description(generator.description);
  const register = command.registerGenerator.bind(command);
  command.registerGenerator = (shape: { _options: Record<string, unknown>; _arguments: unknown[] }) =>
    register({
      ...shape,
      _options: Object.fromEntries(Object.entries(shape._options).filter(([name]) => !UNUSED_OPTIONS.has(name))),
    });
  command.option(
    "--force",
    "Write into a folder that is not empty (rest) or generate a group again (rest:api); a file on disk is replaced only after its difference is shown and accepted",
  );
  return prepareGeneratorCommand({ command, resolved: generator.entry, namespace: generator.namespace });
}
