import type Generator from "yeoman-generator";
import { colorsOn, paint } from "../values/paint.js";
import type { SettingQuestionInput } from "./resolve-settings.js";

export type SettingPrompt = Parameters<Generator["prompt"]>[0];

/**
 * The prompt question of a setting: its default shown, each answer judged when it is given. A refused
 * text answer is cleared, the default offered again, and the reason shown under the question; a taken
 * one is shown as it was understood (`My API` as `my-api`).
 */
export function settingPrompt<Answers, Context>({
  setting,
  fallback,
  judge,
}: SettingQuestionInput<Answers, Context>): SettingPrompt {
  const { question } = setting;
  // The prompt keeps showing the reason of a refusal under an answer it then takes; it goes once one is taken.
  let taken = false;
  const validate = (value: unknown): true | string => {
    const verdict = judge(value);
    taken = verdict.accepted;
    return verdict.accepted ? true : verdict.problem;
  };
  const colors = colorsOn(process.stdout);
  const theme = {
    style: { error: (text: string) => (taken ? "" : paint("red", `> ${text.replaceAll("\n", "\n  ")}`, colors)) },
  };
  switch (question.kind) {
    case "input": {
      const shown = (value: string, { isFinal }: { isFinal: boolean }): string => {
        const verdict = isFinal ? judge(value) : undefined;
        return verdict?.accepted ? verdict.shown : value;
      };
      return [
        {
          type: "input",
          name: "value",
          message: question.message,
          default: String(fallback),
          validate,
          transformer: shown,
          theme: { ...theme, validationFailureMode: "clear" },
        },
      ];
    }
    case "confirm":
      return [{ type: "confirm", name: "value", message: question.message, default: fallback === true }];
    case "checkbox": {
      const chosen = Array.isArray(fallback) ? fallback : [];
      const choices = question.choices.map((choice) => ({
        name: choice,
        value: choice,
        checked: chosen.includes(choice),
      }));
      // The checkbox prompt validates the chosen choice objects, and answers their values.
      const validateChoices = (picked: readonly unknown[]) => validate(picked.map(choiceValue));
      return [
        { type: "checkbox", name: "value", message: question.message, choices, validate: validateChoices, theme },
      ];
    }
  }
}

function choiceValue(choice: unknown): unknown {
  return typeof choice === "object" && choice !== null && "value" in choice ? choice.value : choice;
}
