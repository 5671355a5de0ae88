import { APP_SETTINGS } from "./app-settings.js";

/** The options of `rest` that turn every setting on, every choice chosen (the root demo's). */
export function everyOptionOn(): string[] {
  return APP_SETTINGS.flatMap((setting) => {
    if (setting.type === Boolean) return [`--${setting.option}`];
    if (setting.question.kind === "checkbox") return [`--${setting.option}`, setting.question.choices.join(",")];
    return [];
  });
}
