import { readOption } from "./read-option.js";
import type { Setting } from "./setting.js";
import { SettingError } from "./setting-error.js";

/** Parses every option that was given and reports all bad ones at once. */
export function checkOptions<Answers, Context>(
  settings: readonly Setting<Answers, Context>[],
  options: Readonly<Record<string, unknown>>,
): void {
  const problems: string[] = [];
  for (const setting of settings) {
    const given = readOption(options, setting.option);
    if (given === undefined) continue;
    try {
      setting.parse(given);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new SettingError(problems.join("\n"));
}
