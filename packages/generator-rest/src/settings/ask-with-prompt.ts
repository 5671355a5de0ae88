import type Generator from "yeoman-generator";
import type { AskSetting } from "./resolve-settings.js";
import { settingPrompt } from "./setting-prompt.js";

/** Asks a setting through the generator's prompt, which re-asks until the answer parses. */
export function askWithPrompt<Answers, Context>(generator: Generator): AskSetting<Answers, Context> {
  return async (setting, fallback) => {
    const answers = await generator.prompt(settingPrompt(setting, fallback));
    return answers["value"];
  };
}
