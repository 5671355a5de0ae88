import type Generator from "yeoman-generator";
import type { AskSetting } from "./resolve-settings.js";
import type { Setting } from "./setting.js";
import { SettingError } from "./setting-error.js";

type Prompt = Parameters<Generator["prompt"]>[0];

/** Asks a setting through the generator's prompt, re-asking until the answer parses. */
export function askWithPrompt<Answers, Context>(generator: Generator): AskSetting<Answers, Context> {
  return async (setting, fallback) => {
    const answers = await generator.prompt(question(setting, fallback));
    return answers["value"];
  };
}

function question<Answers, Context>(setting: Setting<Answers, Context>, fallback: unknown): Prompt {
  const { question } = setting;
  const validate = (value: unknown): true | string => {
    try {
      setting.parse(value);
      return true;
    } catch (error) {
      if (error instanceof SettingError) return error.message;
      throw error;
    }
  };
  switch (question.kind) {
    case "input":
      return [{ type: "input", name: "value", message: question.message, default: String(fallback), validate }];
    case "confirm":
      return [{ type: "confirm", name: "value", message: question.message, default: fallback === true }];
    case "checkbox": {
      const chosen = Array.isArray(fallback) ? fallback : [];
      const choices = question.choices.map((choice) => ({ name: choice, value: choice, checked: chosen.includes(choice) }));
      // The checkbox prompt validates the chosen choice objects, and answers their values.
      const validateChoices = (chosen: readonly unknown[]) => validate(chosen.map(choiceValue));
      return [{ type: "checkbox", name: "value", message: question.message, choices, validate: validateChoices }];
    }
  }
}

function choiceValue(choice: unknown): unknown {
  return typeof choice === "object" && choice !== null && "value" in choice ? choice.value : choice;
}
