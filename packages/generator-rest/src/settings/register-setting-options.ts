import type Generator from "yeoman-generator";
import type { Setting } from "./setting.js";

/** Declares each setting's command-line option, plus `--yes`, on a generator. */
export function registerSettingOptions<Answers, Context>(
  generator: Generator,
  settings: readonly Setting<Answers, Context>[],
): void {
  for (const setting of settings) {
    generator.option(setting.option, { type: setting.type, description: setting.description });
  }
  generator.option("yes", {
    type: Boolean,
    alias: "y",
    description: "Take the default of every setting not given as an option",
  });
}
