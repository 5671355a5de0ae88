import { existsSync } from "node:fs";
import { join } from "node:path";
import { SettingError } from "../settings/setting-error.js";
import type { ApiAnswers } from "./api-answers.js";
import type { Project } from "./find-project.js";

/** Routes and folders of the project that `rest` generates. */
const BUILT_IN_ENDPOINTS = ["health", "docs"];
const AUTH_ENDPOINTS = ["users", "auth"];

/**
 * Checks what single settings cannot: the rights name generated methods, each method has one
 * right, and the endpoint and folder belong to no other group. Reports every problem at once.
 */
export function checkGroup(answers: ApiAnswers, project: Project): void {
  const problems = [...rightProblems(answers), ...placeProblems(answers, project)];
  if (answers.storeUser && answers.fields.some((field) => field.name === answers.userField)) {
    problems.push(`--fields: "${answers.userField}" holds the creating user (--user-field); rename one of them.`);
  }
  if (problems.length > 0) throw new SettingError(problems.join("\n"));
}

function rightProblems(answers: ApiAnswers): string[] {
  const problems: string[] = [];
  const rights = { "master-methods": answers.masterMethods, "admin-methods": answers.adminMethods, "user-methods": answers.userMethods };
  const seen = new Map<string, string>();
  for (const [option, methods] of Object.entries(rights)) {
    for (const method of methods) {
      if (!answers.methods.includes(method)) problems.push(`--${option}: "${method}" is not one of --methods.`);
      const other = seen.get(method);
      if (other) problems.push(`"${method}" is in both --${other} and --${option}; give it one.`);
      seen.set(method, option);
    }
  }
  if (answers.storeUser) {
    for (const method of answers.masterMethods.filter((method) => method === "update" || method === "destroy")) {
      problems.push(`--master-methods: with --store-user, ${method} belongs to the creator or an administrator.`);
    }
  }
  return problems;
}

function placeProblems(answers: ApiAnswers, { root, answers: app, groups }: Project): string[] {
  const problems: string[] = [];
  const others = Object.values(groups).filter((group) => group.name !== answers.name);
  const taken = [...BUILT_IN_ENDPOINTS, ...(app.auth ? AUTH_ENDPOINTS : []), ...others.map((group) => group.endpoint)];
  const first = answers.endpoint.split("/")[0] ?? "";
  if (taken.includes(answers.endpoint) || BUILT_IN_ENDPOINTS.includes(first) || (app.auth && AUTH_ENDPOINTS.includes(first))) {
    problems.push(`--endpoint "/${answers.endpoint}" is already served by another group; choose another path.`);
  }
  const earlier = Object.hasOwn(groups, answers.name) ? groups[answers.name] : undefined;
  if (earlier && earlier.dir !== answers.dir) {
    problems.push(`--dir: ${answers.name} already lives in ${earlier.dir}/; re-run with --dir ${earlier.dir}, or remove it first.`);
  } else if (!earlier && existsSync(join(root, app.srcDir, app.apiDir, answers.dir))) {
    problems.push(`--dir "${answers.dir}" is already a folder of ${app.srcDir}/${app.apiDir}/; choose another name.`);
  } else if (others.some((group) => group.dir === answers.dir)) {
    problems.push(`--dir "${answers.dir}" is the folder of another group; choose another name.`);
  }
  return problems;
}
