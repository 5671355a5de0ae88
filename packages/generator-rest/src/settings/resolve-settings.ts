import { checkOptions } from "./check-options.js";
import { readOption } from "./read-option.js";
import type { Setting } from "./setting.js";
import { SettingError } from "./setting-error.js";

/** Asks the user for one setting; resolves to the raw answer. */
export type AskSetting<Answers, Context> = (setting: Setting<Answers, Context>, fallback: unknown) => Promise<unknown>;

export interface ResolveSettingsInput<Answers, Context> {
  settings: readonly Setting<Answers, Context>[];
  options: Readonly<Record<string, unknown>>;
  context: Context;
  /** Absent when nothing may be asked (`--yes`, or no terminal): defaults answer instead. */
  ask?: AskSetting<Answers, Context> | undefined;
}

/**
 * Answers every setting in order: from its option when given, else from the prompt, else
 * from its default. Every given option is checked before the first question, so a typo
 * never costs the user a round of prompts.
 */
export async function resolveSettings<Answers, Context>(
  input: ResolveSettingsInput<Answers, Context>,
): Promise<Answers> {
  checkOptions(input.settings, input.options);
  const answers: Partial<Answers> = {};
  for (const setting of input.settings) {
    answers[setting.key] = (await resolveSetting(setting, answers, input)) as Answers[keyof Answers & string];
  }
  return answers as Answers;
}

async function resolveSetting<Answers, Context>(
  setting: Setting<Answers, Context>,
  answers: Partial<Answers>,
  { options, context, ask }: ResolveSettingsInput<Answers, Context>,
): Promise<unknown> {
  const given = readOption(options, setting.option);
  const condition = setting.appliesWhen;
  if (condition && !condition.test(answers, context)) {
    if (given !== undefined && !sameValue(setting.parse(given), condition.inactive)) {
      throw new SettingError(`--${setting.option} needs ${condition.needs}.`);
    }
    return condition.inactive;
  }
  if (given !== undefined) return setting.parse(given);
  const fallback = setting.default(answers, context);
  return setting.parse(ask ? await ask(setting, fallback) : fallback);
}

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}
