import type Generator from "yeoman-generator";
import { colorsOn, paint } from "../values/paint.js";
import type { AskSetting } from "./resolve-settings.js";
import { settingPrompt } from "./setting-prompt.js";

/**
 * Asks a setting through the generator's prompt. Text and checkbox prompts refuse a bad answer
 * themselves; a yes/no prompt cannot, so the reason is written before it is asked again.
 */
export function askWithPrompt<Answers, Context>(generator: Generator): AskSetting<Answers, Context> {
  return async (question) => {
    if (question.refused !== undefined) {
      generator.log(paint("red", `> ${question.refused.replaceAll("\n", "\n  ")}`, colorsOn(process.stdout)));
    }
    const answers = await generator.prompt(settingPrompt(question));
    return answers["value"];
  };
}
