import { describe, expect, it } from "vitest";
import type { AppAnswers, AppContext } from "../src/app/app-answers.js";
import { APP_SETTINGS } from "../src/app/app-settings.js";
import type { Verdict } from "../src/settings/resolve-settings.js";
import { settingPrompt } from "../src/settings/setting-prompt.js";
import { parseFolderName } from "../src/values/parse-folder-name.js";

/** Judges as resolveSettings does for the source folder: an empty answer is the default. */
const judgeFolder = (raw: unknown): Verdict => {
  try {
    const value = parseFolderName("src-dir")(raw === "" ? "src" : raw);
    return { accepted: true, value, shown: value };
  } catch (error) {
    return { accepted: false, problem: (error as Error).message };
  }
};

function promptOf(option: string, fallback: unknown): Record<string, unknown> {
  const setting = APP_SETTINGS.find((candidate) => candidate.option === option);
  if (!setting) throw new Error(`no setting ${option}`);
  const [question] = settingPrompt<AppAnswers, AppContext>({ setting, fallback, judge: judgeFolder }) as Record<
    string,
    unknown
  >[];
  return question ?? {};
}

type Validate = (value: unknown) => true | string;
type Transformer = (value: string, state: { isFinal: boolean }) => string;

describe("settingPrompt", () => {
  it("asks text with the default shown, judged when given, the refused answer cleared", () => {
    const question = promptOf("src-dir", "src");
    expect(question).toMatchObject({
      type: "input",
      message: "Source folder",
      default: "src",
      theme: { validationFailureMode: "clear" },
    });
    const validate = question["validate"] as Validate;
    expect(validate("lib")).toBe(true);
    expect(validate("../lib")).toMatch(/^--src-dir must be one folder name/);
  });

  it("shows a taken answer as it was understood, and what is typed as it is", () => {
    const shown = promptOf("src-dir", "src")["transformer"] as Transformer;
    expect(shown("", { isFinal: true })).toBe("src");
    expect(shown("lib", { isFinal: false })).toBe("lib");
  });

  it("shows the reason of a refusal until an answer is taken", () => {
    const question = promptOf("src-dir", "src");
    const validate = question["validate"] as Validate;
    const error = (question["theme"] as { style: { error: (text: string) => string } }).style.error;
    validate("../x");
    expect(error("bad")).toContain("> bad");
    validate("lib");
    expect(error("bad")).toBe("");
  });

  it("asks yes/no with the default", () => {
    expect(promptOf("auth", true)).toMatchObject({ type: "confirm", default: true });
    expect(promptOf("https", false)).toMatchObject({ type: "confirm", default: false });
  });

  it("offers every sign-in method, the defaults checked, and validates the chosen choices", () => {
    const question = promptOf("auth-methods", ["password"]);
    expect(question["choices"]).toEqual([
      { name: "password", value: "password", checked: true },
      { name: "facebook", value: "facebook", checked: false },
      { name: "github", value: "github", checked: false },
      { name: "google", value: "google", checked: false },
    ]);
  });
});
