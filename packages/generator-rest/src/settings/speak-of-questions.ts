import type { Setting } from "./setting.js";

/**
 * A problem worded for the person answering the prompts: each option of a setting (`--admin-methods`)
 * becomes the label of its question ("the administrators' methods"); each line starts with a capital.
 */
export function speakOfQuestions<Answers, Context>(
  problem: string,
  settings: readonly Setting<Answers, Context>[],
): string {
  const labels = new Map(settings.map((setting) => [setting.option, setting.label]));
  return problem
    .split("\n")
    .map((line) => line.replace(/--([a-z][a-z-]*[a-z])/g, (flag, option: string) => labels.get(option) ?? flag))
    .map((line) => line.charAt(0).toUpperCase() + line.slice(1))
    .join("\n");
}
