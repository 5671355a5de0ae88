import { describe, expect, it } from "vitest";
import { APP_SETTINGS } from "../src/app/app-settings.js";
import { settingPrompt } from "../src/settings/setting-prompt.js";

function promptOf(option: string, fallback: unknown): Record<string, unknown> {
  const setting = APP_SETTINGS.find((candidate) => candidate.option === option);
  if (!setting) throw new Error(`no setting ${option}`);
  const [question] = settingPrompt(setting, fallback) as Record<string, unknown>[];
  return question ?? {};
}

type Validate = (value: unknown) => true | string;

describe("settingPrompt", () => {
  it("asks text with the default shown, checked by the setting's parser", () => {
    const question = promptOf("src-dir", "src");
    expect(question).toMatchObject({ type: "input", message: "Source folder", default: "src" });
    const validate = question["validate"] as Validate;
    expect(validate("lib")).toBe(true);
    expect(validate("../lib")).toMatch(/^--src-dir must be one folder name/);
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
    const validate = question["validate"] as Validate;
    expect(validate([{ name: "github", value: "github", checked: true }])).toBe(true);
    expect(validate(["password"])).toBe(true);
    expect(validate([])).toMatch(/choose at least one/);
  });

  it("offers the databases to select from, PostgreSQL first and recommended, and parses the choice", () => {
    const question = promptOf("database", "postgres");
    expect(question).toMatchObject({ type: "select", default: "postgres" });
    const choices = question["choices"] as { name: string; value: string }[];
    expect(choices.map((choice) => choice.value)).toEqual(["postgres", "mongodb", "none"]);
    expect(choices[0]?.name).toMatch(/^PostgreSQL \(recommended\)/);
    const setting = APP_SETTINGS.find((candidate) => candidate.option === "database");
    expect(setting?.parse(" MongoDB ")).toBe("mongodb");
    expect(() => setting?.parse("mysql")).toThrow('--database: choose one of postgres, mongodb, none, got "mysql".');
  });
});
