import { existsSync } from "node:fs";
import { join } from "node:path";
import { SettingError } from "../settings/setting-error.js";
import type { ApiAnswers } from "./api-answers.js";
import type { Project } from "./find-project.js";
import { groupNames } from "./group-names.js";

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
  const rights = {
    "master-methods": answers.masterMethods,
    "admin-methods": answers.adminMethods,
    "user-methods": answers.userMethods,
  };
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

function placeProblems(answers: ApiAnswers, project: Project): string[] {
  const others = Object.values(project.groups).filter((group) => group.name !== answers.name);
  const builtIn = [...BUILT_IN_ENDPOINTS, ...(project.answers.auth ? AUTH_ENDPOINTS : [])];
  return [
    ...nameProblems(answers, builtIn, others),
    ...endpointProblems(answers, builtIn, others),
    ...folderProblems(answers, project, others),
  ];
}

function nameProblems(answers: ApiAnswers, builtIn: readonly string[], others: readonly ApiAnswers[]): string[] {
  const { group } = groupNames(answers.name);
  const taken = [...builtIn.map((name) => `${name}Group`), ...others.map((other) => groupNames(other.name).group)];
  if (!taken.includes(group)) return [];
  return [
    `the name "${answers.name}" would export ${group}, which another group exports already; choose another name.`,
  ];
}

function endpointProblems(answers: ApiAnswers, builtIn: readonly string[], others: readonly ApiAnswers[]): string[] {
  const first = answers.endpoint.split("/")[0] ?? "";
  const taken = others.some((other) => other.endpoint === answers.endpoint);
  if (!taken && !builtIn.includes(first)) return [];
  return [`--endpoint "/${answers.endpoint}" is already served by another group; choose another path.`];
}

function folderProblems(
  answers: ApiAnswers,
  { root, answers: app, groups }: Project,
  others: readonly ApiAnswers[],
): string[] {
  const earlier = Object.hasOwn(groups, answers.name) ? groups[answers.name] : undefined;
  if (earlier && earlier.dir !== answers.dir) {
    return [
      `--dir: ${answers.name} already lives in ${earlier.dir}/; re-run with --dir ${earlier.dir}, or remove it first.`,
    ];
  }
  if (!earlier && existsSync(join(root, app.srcDir, app.apiDir, answers.dir))) {
    return [`--dir "${answers.dir}" is already a folder of ${app.srcDir}/${app.apiDir}/; choose another name.`];
  }
  if (others.some((other) => other.dir === answers.dir)) {
    return [`--dir "${answers.dir}" is the folder of another group; choose another name.`];
  }
  return [];
}
