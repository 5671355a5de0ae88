import type Generator from "yeoman-generator";
import type { Setting } from "./setting.js";
import { SettingError } from "./setting-error.js";

export type SettingPrompt = Parameters<Generator["prompt"]>[0];

/** The prompt question of a setting: its default shown, its answer checked by its parser. */
export function settingPrompt<Answers, Context>(setting: Setting<Answers, Context>, fallback: unknown): SettingPrompt {
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
    case "select":
      return [
        { type: "select", name: "value", message: question.message, choices: question.choices, default: fallback },
      ];
    case "checkbox": {
      const chosen = Array.isArray(fallback) ? fallback : [];
      const choices = question.choices.map((choice) => ({
        name: choice,
        value: choice,
        checked: chosen.includes(choice),
      }));
      // The checkbox prompt validates the chosen choice objects, and answers their values.
      const validateChoices = (picked: readonly unknown[]) => validate(picked.map(choiceValue));
      return [{ type: "checkbox", name: "value", message: question.message, choices, validate: validateChoices }];
    }
  }
}

function choiceValue(choice: unknown): unknown {
  return typeof choice === "object" && choice !== null && "value" in choice ? choice.value : choice;
}
