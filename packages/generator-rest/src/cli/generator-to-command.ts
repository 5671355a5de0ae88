import { Command, Option } from "commander";
import type { CliOptionSpec } from "yeoman-generator";
import { createEnv } from "yeoman-environment";
import type { GeneratorCommand } from "./generator-commands.js";

/** Yeoman's built-in options that mean nothing for these generators. */
const UNUSED_OPTIONS = new Set(["help", "skip-cache", "force-install", "ask-answered"]);

interface GeneratorShape {
  _options: Record<string, CliOptionSpec>;
  _arguments: { name: string; required?: boolean; description?: string }[];
}

/**
 * A commander command running one generator through yeoman-environment, so no global
 * `yo` is needed. Its arguments and options are read from the generator itself.
 */
export async function generatorToCommand(generator: GeneratorCommand): Promise<Command> {
  const env = createEnv();
  env.register(generator.entry, { namespace: generator.namespace });
  const shape = (await env.create(generator.namespace, {
    generatorArgs: [],
    generatorOptions: { help: true },
  })) as unknown as GeneratorShape;
  const command = new Command(generator.command).description(generator.description);
  for (const argument of shape._arguments) {
    command.argument(argument.required === true ? `<${argument.name}>` : `[${argument.name}]`, argument.description);
  }
  for (const [name, spec] of Object.entries(shape._options)) {
    if (!UNUSED_OPTIONS.has(name)) addOption(command, name, spec);
  }
  command.option("--force", "Write into a folder that is not empty and overwrite files without asking");
  return command.action(async () => {
    const instance = await env.create(generator.namespace, { generatorArgs: command.args, generatorOptions: command.opts() });
    await env.runGenerator(instance);
  });
}

function addOption(command: Command, name: string, spec: CliOptionSpec): void {
  const short = spec.alias === undefined ? "" : `-${spec.alias}, `;
  if (spec.type !== Boolean) {
    command.addOption(new Option(`${short}--${name} <value>`, spec.description));
    return;
  }
  command.addOption(new Option(`${short}--${name}`, spec.description));
  // Every yes/no option also has its explicit "no" form (`--no-auth`).
  command.addOption(new Option(`--no-${name}`).hideHelp());
}
