import type Generator from "yeoman-generator";
import { askWithPrompt } from "./ask-with-prompt.js";
import { readOption } from "./read-option.js";
import { resolveSettings } from "./resolve-settings.js";
import type { Setting } from "./setting.js";

/**
 * Resolves a generator's settings from its options, asking the rest only when a person
 * can answer: not with `--yes`, and not when standard input is not a terminal (CI, pipes).
 */
export function askSettings<Answers, Context>(
  generator: Generator,
  settings: readonly Setting<Answers, Context>[],
  context: Context,
): Promise<Answers> {
  return resolveSettings({
    settings,
    options: generator.options,
    context,
    ask: canAsk(generator) ? askWithPrompt<Answers, Context>(generator) : undefined,
  });
}

/** Whether a person can answer prompts in this run. */
export function canAsk(generator: Generator): boolean {
  return readOption(generator.options, "yes") !== true && process.stdin.isTTY === true;
}
