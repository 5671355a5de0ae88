import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ApiAnswers, ApiContext } from "./api-answers.js";
import type { Field } from "./field.js";
import { groupNames } from "./group-names.js";
import { mayPass, readRight, rightOf, withRights } from "./method-right.js";
import type { Method } from "./methods.js";

/**
 * What single values cannot tell about a group: each is checked at the setting that completes it,
 * with the answers before it (some may be missing, refused on their own), in the words of the options.
 */

/** Routes and folders of the project that `rest` generates. */
const BUILT_IN_ENDPOINTS = ["health", "docs"];
const AUTH_ENDPOINTS = ["users", "auth"];

type RightKey = "masterMethods" | "adminMethods" | "userMethods" | "publicMethods";
const RIGHTS: readonly (readonly [RightKey, string])[] = [
  ["masterMethods", "master-methods"],
  ["adminMethods", "admin-methods"],
  ["userMethods", "user-methods"],
  ["publicMethods", "public-methods"],
];

const builtInEndpoints = ({ project }: ApiContext): string[] => [
  ...BUILT_IN_ENDPOINTS,
  ...(project.auth ? AUTH_ENDPOINTS : []),
];

const otherGroups = (name: string | undefined, { groups }: ApiContext): ApiAnswers[] =>
  Object.values(groups).filter((group) => group.name !== name);

const earlierRun = (name: string | undefined, { groups }: ApiContext): ApiAnswers | undefined =>
  name !== undefined && Object.hasOwn(groups, name) ? groups[name] : undefined;

/** The name: a group of its own unless `--force` asks to change it, exporting a name nobody else does. */
export function nameProblems(name: string, context: ApiContext): string[] {
  const earlier = earlierRun(name, context);
  if (earlier && !context.force) {
    return [
      `${name} exists already (in ${context.project.srcDir}/${context.project.apiDir}/${earlier.dir}/). ` +
        `To change it, run rest:api ${name} --force: its earlier answers come back as the defaults, and a file ` +
        "changed since it was generated is shown before it is overwritten. Or choose another name.",
    ];
  }
  const { group } = groupNames(name);
  const taken = [
    ...builtInEndpoints(context).map((builtIn) => `${builtIn}Group`),
    ...otherGroups(name, context).map((other) => groupNames(other.name).group),
  ];
  if (!taken.includes(group)) return [];
  return [`the name "${name}" would export ${group}, which another group exports already; choose another name.`];
}

export function endpointProblems(endpoint: string, answers: Partial<ApiAnswers>, context: ApiContext): string[] {
  const first = endpoint.split("/")[0] ?? "";
  const taken = otherGroups(answers.name, context).some((other) => other.endpoint === endpoint);
  if (!taken && !builtInEndpoints(context).includes(first)) return [];
  return [`--endpoint "/${endpoint}" is already served by another group; choose another path.`];
}

export function folderProblems(dir: string, answers: Partial<ApiAnswers>, context: ApiContext): string[] {
  const { root, project } = context;
  const earlier = earlierRun(answers.name, context);
  if (earlier && earlier.dir !== dir) {
    return [`--dir: ${earlier.name} already lives in ${earlier.dir}/; keep --dir ${earlier.dir}, or remove it first.`];
  }
  if (!earlier && existsSync(join(root, project.srcDir, project.apiDir, dir))) {
    return [`--dir "${dir}" is already a folder of ${project.srcDir}/${project.apiDir}/; choose another name.`];
  }
  if (otherGroups(answers.name, context).some((other) => other.dir === dir)) {
    return [`--dir "${dir}" is the folder of another group; choose another name.`];
  }
  return [];
}

/** A right names generated methods, none of them already given to an earlier right. */
export function rightProblems(key: RightKey, methods: readonly Method[], answers: Partial<ApiAnswers>): string[] {
  const option = RIGHTS.find(([right]) => right === key)?.[1] ?? key;
  const problems: string[] = [];
  for (const method of methods) {
    if (answers.methods && !answers.methods.includes(method)) {
      problems.push(`--${option}: "${method}" is not one of --methods.`);
    }
    for (const [right, other] of RIGHTS) {
      if (right === key) break;
      if (answers[right]?.includes(method))
        problems.push(`"${method}" is in both --${other} and --${option}; give it one.`);
    }
  }
  return problems;
}

/** With a stored creator, changing a document belongs to the creator or an administrator. */
export function storeUserProblems(storeUser: boolean, answers: Partial<ApiAnswers>): string[] {
  if (!storeUser) return [];
  return (
    [
      ["master-methods", answers.masterMethods],
      ["public-methods", answers.publicMethods],
    ] as const
  ).flatMap(([option, methods]) =>
    (methods ?? [])
      .filter((method) => method === "update" || method === "destroy")
      .map((method) => `--${option}: with --store-user, ${method} belongs to the creator or an administrator.`),
  );
}

export function userFieldProblems(userField: string, answers: Partial<ApiAnswers>): string[] {
  if (!(answers.fields ?? []).some((field) => field.name === userField)) return [];
  return [`--user-field: "${userField}" is one of --fields already; choose another name for the creating user.`];
}

/**
 * A field a stored group gains as required, or one it makes required, needs `=value` for the documents stored before:
 * without one they would hold nothing the model allows.
 */
export function addedFieldProblems(
  fields: readonly Field[],
  answers: Partial<ApiAnswers>,
  context: ApiContext,
): string[] {
  const earlier = earlierRun(answers.name, context);
  if (!earlier?.model || answers.model === false) return [];
  const before = new Map(earlier.fields.map((field) => [field.name, field]));
  return fields
    .filter(
      (field) => field.required && !field.array && field.default === undefined && !before.get(field.name)?.required,
    )
    .map(
      (field) =>
        `--fields: "${field.name}" is ${before.has(field.name) ? "now" : "new and"} required, and the ` +
        `${groupNames(earlier.name).labels} stored before ${before.has(field.name) ? "may " : ""}have ` +
        `no value for it: give them one, e.g. ${field.name}:${field.type}!=${exampleValue(field)}, or make it optional.`,
    );
}

function exampleValue(field: Field): string {
  switch (field.type) {
    case "integer":
    case "number":
      return "0";
    case "boolean":
      return "false";
    case "date":
      return "2026-01-01";
    case "datetime":
      return "2026-01-01T00:00:00Z";
    case "enum":
      return field.values?.[0] ?? "";
    default:
      return "none";
  }
}

/** A reference names the project's users, its own group, or another group of the project that stores documents. */
export function refProblems(fields: readonly Field[], answers: Partial<ApiAnswers>, context: ApiContext): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type !== "ref" || field.ref === undefined) return [];
    const named = `--fields: "${field.name}:ref(${field.ref})"`;
    if (field.ref === "user") {
      return context.project.auth ? [] : [`${named} names a user, and this project has no authentication.`];
    }
    if (field.ref === answers.name) {
      if (answers.model === false) return [`${named} names its own group, which stores no documents (--no-model).`];
      return field.required
        ? [`${named} is required and names its own group: the first ${field.ref} could name none. Drop the "!".`]
        : unreadableProblems(named, answers, answers, context);
    }
    const target = otherGroups(answers.name, context).find((group) => group.name === field.ref);
    if (!target) {
      const known = otherGroups(answers.name, context)
        .filter((group) => group.model)
        .map((group) => group.name);
      return [
        `${named} names no group of this project; generate it first (rest:api ${field.ref})` +
          (known.length > 0 ? `, or name one of ${known.join(", ")} or user.` : ", or name user."),
      ];
    }
    if (!target.model) return [`${named}: ${field.ref} has no model, so no document of it can be named.`];
    return unreadableProblems(named, answers, target, context);
  });
}

const READERS = { masterKey: "the master key", admin: "administrators", user: "signed-in users" };

/** A write whose callers may never read the documents a reference names: it could never name one. */
function unreadableProblems(
  named: string,
  answers: Partial<ApiAnswers>,
  target: Partial<ApiAnswers>,
  context: ApiContext,
): string[] {
  const read = context.project.auth ? readRight(withRights(target)) : undefined;
  const writes = (["create", "update"] as const).filter(
    (method) => answers.methods?.includes(method) && !mayPass(rightOf(method, withRights(answers)), read),
  );
  if (read === undefined || writes.length === 0) return [];
  return [
    `${named}: only ${READERS[read]} may read ${target.name ?? ""}'s documents, and ${writes.join(" and ")} never let them in; ` +
      `give ${writes.join(" and ")} a right that does, or open ${target.name ?? ""}'s reads.`,
  ];
}
