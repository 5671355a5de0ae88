import { describe, expect, it } from "vitest";
import type { AppAnswers, AppContext } from "../src/app/app-answers.js";
import { APP_SETTINGS } from "../src/app/app-settings.js";
import { everyOptionOn } from "../src/app/every-option-on.js";
import { resolveSettings, type AskSetting } from "../src/settings/resolve-settings.js";
import { ALL_ON_ANSWERS, DEFAULT_ANSWERS as DEFAULTS } from "./helpers/answers.js";

const context: AppContext = { folder: "My Shop" };

function resolve(options: Record<string, unknown>, ask?: AskSetting<AppAnswers, AppContext>): Promise<AppAnswers> {
  return resolveSettings({ settings: APP_SETTINGS, options, context, ask });
}

/** Answers every question with its default and records what was asked. */
function recordingAsk(asked: string[]): AskSetting<AppAnswers, AppContext> {
  return ({ setting, fallback }) => {
    asked.push(setting.option);
    return Promise.resolve(fallback);
  };
}

describe("resolveSettings with the settings of rest", () => {
  it("takes every default when nothing may be asked, the name from the folder", async () => {
    expect(await resolve({})).toEqual(DEFAULTS);
  });

  it("asks every setting in order when no option is given", async () => {
    const asked: string[] = [];
    expect(await resolve({}, recordingAsk(asked))).toEqual(DEFAULTS);
    expect(asked).toEqual(APP_SETTINGS.map((setting) => setting.option));
  });

  it("asks nothing that an option answers, in kebab-case or camelCase", async () => {
    const asked: string[] = [];
    const answers = await resolve(
      { name: "Shop API", "src-dir": "lib", apiDir: "endpoints", https: true, "get-list": true },
      recordingAsk(asked),
    );
    expect(asked).toEqual(["auth", "auth-methods", "auth-on-user-create", "password-reset"]);
    expect(answers).toMatchObject({ name: "shop-api", srcDir: "lib", apiDir: "endpoints", https: true, getList: true });
  });

  it("takes every option", async () => {
    const options = {
      name: "all",
      https: true,
      auth: true,
      authMethods: "password,github,google,facebook",
      authOnUserCreate: true,
      passwordReset: true,
      getList: true,
    };
    expect(await resolve(options, recordingAsk([]))).toEqual({ ...ALL_ON_ANSWERS, name: "all" });
  });

  it("does not ask the sign-in questions without auth, and leaves them off", async () => {
    const asked: string[] = [];
    const answers = await resolve({ auth: false }, recordingAsk(asked));
    expect(asked).toEqual(["name", "src-dir", "api-dir", "https", "get-list"]);
    expect(answers).toMatchObject({ auth: false, authMethods: [], authOnUserCreate: false, passwordReset: false });
  });

  it("does not offer password reset without the password method", async () => {
    const asked: string[] = [];
    const answers = await resolve({ authMethods: "github" }, recordingAsk(asked));
    expect(asked).not.toContain("password-reset");
    expect(answers.passwordReset).toBe(false);
  });

  it("parses what the prompt answers", async () => {
    const answers = await resolve({ yes: true }, ({ setting, fallback }) =>
      Promise.resolve(setting.option === "name" ? "Typed Name" : fallback),
    );
    expect(answers.name).toBe("typed-name");
  });

  it("reports every bad option at once, before asking anything", async () => {
    const asked: string[] = [];
    await expect(
      resolve({ srcDir: "../up", authMethods: "password,fax", https: "perhaps" }, recordingAsk(asked)),
    ).rejects.toThrow(
      [
        '--src-dir must be one folder name made of letters, digits, "-" and "_", got "../up".',
        '--https is a yes/no option, got "perhaps".',
        '--auth-methods: unknown method "fax"; choose from password, facebook, github, google.',
      ].join("\n"),
    );
    expect(asked).toEqual([]);
  });

  it("refuses options that contradict --no-auth, but accepts their off values", async () => {
    await expect(resolve({ auth: false, authMethods: "github" })).rejects.toThrow(
      "--auth-methods needs users and sign-in, which --no-auth turned off.",
    );
    await expect(resolve({ auth: false, passwordReset: true })).rejects.toThrow(
      "--password-reset needs users and sign-in, which --no-auth turned off.",
    );
    await expect(resolve({ auth: false, authOnUserCreate: true })).rejects.toThrow(
      "--auth-on-user-create needs users and sign-in, which --no-auth turned off.",
    );
    await expect(resolve({ authMethods: "google", passwordReset: true })).rejects.toThrow(
      "--password-reset needs the password sign-in method",
    );
    await expect(resolve({ auth: false, authOnUserCreate: false, passwordReset: false })).resolves.toMatchObject({
      auth: false,
    });
  });

  it("refuses a folder whose name gives no project name, pointing at --name", async () => {
    await expect(resolveSettings({ settings: APP_SETTINGS, options: {}, context: { folder: "___" } })).rejects.toThrow(
      /--name must contain a letter or a digit/,
    );
  });

  it("turns every setting on with everyOptionOn()", () => {
    expect(everyOptionOn()).toEqual([
      "--https",
      "--auth",
      "--auth-methods",
      "password,facebook,github,google",
      "--auth-on-user-create",
      "--password-reset",
      "--get-list",
    ]);
  });
});

/**
 * A person at the prompt: types each answer in turn, as the prompt does judging each when it is given,
 * and goes on to the next one while it is refused. Records what the screen would say.
 */
function person(typed: Record<string, unknown[]>, said: string[]): AskSetting<AppAnswers, AppContext> {
  return ({ setting, fallback, judge }) => {
    const answers = typed[setting.option] ?? [fallback];
    for (const answer of answers) {
      const verdict = judge(answer);
      if (verdict.accepted) return Promise.resolve(answer);
      said.push(verdict.problem);
    }
    throw new Error(`every answer to ${setting.option} was refused`);
  };
}

describe("resolveSettings at the prompts", () => {
  it("refuses a bad answer in the words of the questions and takes the next one", async () => {
    const said: string[] = [];
    const answers = await resolve({}, person({ "src-dir": ["../x", "lib"], "auth-methods": [[], ["github"]] }, said));
    expect(answers).toMatchObject({ srcDir: "lib", authMethods: ["github"] });
    expect(said).toEqual([
      'The source folder must be one folder name made of letters, digits, "-" and "_", got "../x".',
      "The sign-in methods: choose at least one of password, facebook, github, google.",
    ]);
  });

  it("takes the default for an emptied answer that would be refused", async () => {
    const said: string[] = [];
    expect(await resolve({}, person({ "src-dir": ["", "   "] }, said))).toMatchObject({ srcDir: "src" });
    expect(said).toEqual([]);
  });

  it("stops before the first question on a bad option, naming every one", async () => {
    const said: string[] = [];
    await expect(resolve({ srcDir: "../x", apiDir: "a b" }, person({}, said))).rejects.toThrow(
      /^--src-dir must be .*\n--api-dir must be/,
    );
    expect(said).toEqual([]);
  });
});
