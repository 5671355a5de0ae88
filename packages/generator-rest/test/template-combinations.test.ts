import { describe, expect, it } from "vitest";
import { COMBINATIONS } from "../scripts/template-check/combinations.js";
import type { ApiAnswers, ApiContext } from "../src/api/api-answers.js";
import { API_SETTINGS } from "../src/api/api-settings.js";
import { FIELD_TYPES } from "../src/api/field.js";
import { groupContext } from "../src/api/group-context.js";
import { METHODS } from "../src/api/methods.js";
import type { AppAnswers, AppContext } from "../src/app/app-answers.js";
import { APP_SETTINGS } from "../src/app/app-settings.js";
import { resolveSettings } from "../src/settings/resolve-settings.js";

/** Options as the command line gives them: `--x value`, `--x` alone for yes, `--no-x` for no. */
function parseArgs(args: readonly string[]): { positional: string[]; options: Record<string, unknown> } {
  const positional: string[] = [];
  const options: Record<string, unknown> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    const next = args[index + 1];
    if (!arg.startsWith("--")) positional.push(arg);
    else if (arg.startsWith("--no-")) options[arg.slice(5)] = false;
    else if (next === undefined || next.startsWith("--")) options[arg.slice(2)] = true;
    else {
      options[arg.slice(2)] = next;
      index++;
    }
  }
  return { positional, options };
}

/** Every group of check:templates with its project, as `rest` and `rest:api` resolve their options. */
async function checkedGroups(): Promise<{ project: AppAnswers; answers: ApiAnswers }[]> {
  const groups: { project: AppAnswers; answers: ApiAnswers }[] = [];
  for (const combination of COMBINATIONS) {
    const app = parseArgs(combination.app);
    const project = await resolveSettings<AppAnswers, AppContext>({
      settings: APP_SETTINGS,
      options: app.options,
      context: { folder: combination.name },
    });
    const earlier: Record<string, ApiAnswers> = {};
    for (const args of combination.groups) {
      const { positional, options } = parseArgs(args);
      const context: ApiContext = { project, groups: earlier, root: "/nowhere", force: false };
      const answers = await resolveSettings<ApiAnswers, ApiContext>({
        settings: API_SETTINGS,
        options: { name: positional[0], ...options },
        context,
      });
      earlier[answers.name] = answers;
      groups.push({ project, answers });
    }
  }
  return groups;
}

describe("the combinations of check:templates", () => {
  it("take every field type, alone and as a list where it may be one, optional and required, indexed and unique", async () => {
    const fields = (await checkedGroups()).flatMap(({ answers }) => answers.fields);
    for (const type of FIELD_TYPES) {
      const single = fields.filter((field) => field.type === type && !field.array);
      if (type !== "text" && type !== "ref") {
        expect(
          single.some((field) => field.indexed || field.unique),
          `${type}@indexed`,
        ).toBe(true);
      }
      for (const array of type === "text" || type === "ref" ? [false] : [false, true]) {
        for (const required of [false, true]) {
          const found = fields.some(
            (field) => field.type === type && field.array === array && field.required === required,
          );
          expect(found, `${type}${array ? "[]" : ""}${required ? "!" : ""}`).toBe(true);
        }
      }
    }
  });

  it("have each route stored and as a stub, public and behind each right, and groups without it", async () => {
    const contexts = (await checkedGroups()).map(({ project, answers }) => groupContext(answers, project));
    for (const method of METHODS) {
      for (const model of [true, false]) {
        expect(
          contexts.some((group) => group.model === model && group.has[method]),
          `${method}, model ${model}`,
        ).toBe(true);
        expect(
          contexts.some((group) => group.model === model && !group.has[method]),
          `no ${method}`,
        ).toBe(true);
      }
      for (const right of ["masterKey", "admin", "user", undefined] as const) {
        const found = contexts.some((group) => group.model && group.has[method] && group.rights[method] === right);
        expect(found, `${method} for ${right ?? "anyone"}`).toBe(true);
      }
    }
  });

  it("store the creator, a user or an administrator, and list as an array and as {rows, count}", async () => {
    const contexts = (await checkedGroups()).map(({ project, answers }) => groupContext(answers, project));
    const some = (test: (group: (typeof contexts)[number]) => boolean) => contexts.some(test);
    expect(some((group) => group.storeUser && group.test.creator === "ana" && group.test.owners)).toBe(true);
    expect(some((group) => group.storeUser && group.test.creator === "admin" && group.test.owners)).toBe(true);
    expect(some((group) => group.storeUser && group.test.orphans)).toBe(true);
    expect(some((group) => group.storeUser && !group.test.owners && !group.test.orphans)).toBe(true);
    expect(some((group) => group.storeUser && group.userField !== "user")).toBe(true);
    for (const model of [true, false]) {
      for (const getList of [true, false]) {
        expect(some((group) => group.has.index && group.model === model && group.getList === getList)).toBe(true);
      }
    }
  });

  it("have projects with and without authentication, text limits either side of sorting and testing, nested folders", async () => {
    const groups = await checkedGroups();
    expect(new Set(groups.map(({ project }) => project.auth))).toEqual(new Set([true, false]));
    const limits = groups.map(({ answers }) => answers.maxLength ?? 0);
    expect(limits.some((limit) => limit <= 200)).toBe(true);
    expect(limits.some((limit) => limit > 200 && limit <= 30_000)).toBe(true);
    expect(limits.some((limit) => limit > 30_000)).toBe(true);
    expect(groups.some(({ answers }) => answers.dir.includes("/"))).toBe(true);
    expect(groups.some(({ answers }) => answers.model && answers.fields.length === 0)).toBe(true);
    expect(groups.some(({ answers }) => !answers.fields.some((field) => field.type === "string"))).toBe(true);
  });
});
