import type { Setting } from "../settings/setting.js";
import { parseBoolean } from "../values/parse-boolean.js";
import type { ApiAnswers, ApiContext } from "./api-answers.js";
import { pluralName } from "./group-names.js";
import { METHODS, type Method } from "./methods.js";
import { parseEndpoint } from "./parse-endpoint.js";
import { formatFields, parseFields } from "./parse-fields.js";
import { parseGroupDir } from "./parse-group-dir.js";
import { parseGroupName } from "./parse-group-name.js";
import { parseIdentifier } from "./parse-identifier.js";
import { parseMethods } from "./parse-methods.js";
import { parseMaxLength } from "../values/parse-max-length.js";

type ApiSetting = Setting<ApiAnswers, ApiContext>;

/** Room for an article's text well inside the API's 64 KiB body limit. */
export const DEFAULT_MAX_LENGTH = 10_000;

/** The answers of an earlier run for the same group: a re-run offers them as defaults. */
const previous = (answers: Partial<ApiAnswers>, { groups }: ApiContext): ApiAnswers | undefined =>
  Object.hasOwn(groups, answers.name ?? "") ? groups[answers.name ?? ""] : undefined;

const withAuth = {
  test: (_answers: Partial<ApiAnswers>, { project }: ApiContext) => project.auth,
  inactive: [],
  needs: "a project with authentication (one generated without --no-auth)",
};

/** Methods that change documents: they need a signed-in user unless a run says otherwise. */
export const WRITE_METHODS: readonly Method[] = ["create", "update", "destroy"];

/** The writes of the group that no other right claims; `--user-methods ""` leaves them open. */
const unclaimedWrites = (answers: Partial<ApiAnswers>): Method[] =>
  WRITE_METHODS.filter(
    (method) =>
      (answers.methods ?? METHODS).includes(method) &&
      !answers.masterMethods?.includes(method) &&
      !answers.adminMethods?.includes(method),
  );

function rightsSetting(key: "masterMethods" | "adminMethods" | "userMethods", who: string): ApiSetting {
  const option = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const byDefault = key === "userMethods" ? unclaimedWrites : () => [];
  return {
    key,
    option,
    type: String,
    description: `Methods that need ${who}, comma-separated (default: ${key === "userMethods" ? "create, update and destroy, unless another right has them" : "none"})`,
    question: { kind: "checkbox", message: `Which methods need ${who}?`, choices: METHODS },
    default: (answers, context) => previous(answers, context)?.[key] ?? byDefault(answers),
    parse: parseMethods(option),
    appliesWhen: withAuth,
  };
}

/** The settings of `rest:api`, in the order they are asked. */
export const API_SETTINGS: readonly ApiSetting[] = [
  {
    key: "name",
    option: "name",
    type: String,
    description: "Name of the group, singular and kebab-case, e.g. article (also the first argument)",
    question: { kind: "input", message: "Name of the endpoint group (singular, e.g. article)" },
    default: () => "",
    parse: parseGroupName,
  },
  {
    key: "endpoint",
    option: "endpoint",
    type: String,
    description: "URL path of the group (default: the plural of the name, e.g. articles)",
    question: { kind: "input", message: "Endpoint path" },
    default: (answers, context) => previous(answers, context)?.endpoint ?? pluralName(answers.name ?? ""),
    parse: parseEndpoint,
  },
  {
    key: "dir",
    option: "dir",
    type: String,
    description: "Folder of the group inside the API folder (default: the plural of the name)",
    question: { kind: "input", message: "Folder of the group inside the API folder" },
    default: (answers, context) => previous(answers, context)?.dir ?? pluralName(answers.name ?? ""),
    parse: parseGroupDir,
  },
  {
    key: "methods",
    option: "methods",
    type: String,
    description: `Methods to generate, comma-separated: ${METHODS.join(",")} (default: all; update is PUT and PATCH)`,
    question: { kind: "checkbox", message: "Methods", choices: METHODS },
    default: (answers, context) => previous(answers, context)?.methods ?? [...METHODS],
    parse: parseMethods("methods", true),
  },
  rightsSetting("masterMethods", "the master key"),
  rightsSetting("adminMethods", "an administrator"),
  rightsSetting("userMethods", "a signed-in user"),
  {
    key: "model",
    option: "model",
    type: Boolean,
    description: "Store the group's documents; --no-model generates routes to fill in (default: yes)",
    question: { kind: "confirm", message: "Generate a model (store the documents)?" },
    default: (answers, context) => previous(answers, context)?.model ?? true,
    parse: parseBoolean("model"),
  },
  {
    key: "fields",
    option: "fields",
    type: String,
    description: 'Fields, e.g. "title:string!,price:number,tags:string[],at:date"; ! = required (default: none)',
    question: { kind: "input", message: "Fields (name:type, ! = required; string, number, boolean, date, or type[])" },
    default: (answers, context) => formatFields(previous(answers, context)?.fields ?? []),
    parse: parseFields,
  },
  {
    key: "maxLength",
    option: "max-length",
    type: String,
    description: `Most characters a text field accepts, so nobody stores megabytes in a title (default: ${DEFAULT_MAX_LENGTH})`,
    question: { kind: "input", message: "Most characters a text field accepts" },
    default: (answers, context) => previous(answers, context)?.maxLength ?? DEFAULT_MAX_LENGTH,
    parse: parseMaxLength,
  },
  {
    key: "storeUser",
    option: "store-user",
    type: Boolean,
    description: "Record the signed-in user who creates a document; only they or an admin may change it (default: no)",
    question: { kind: "confirm", message: "Store the user who creates a document?" },
    default: (answers, context) => previous(answers, context)?.storeUser ?? false,
    parse: parseBoolean("store-user"),
    appliesWhen: {
      test: (answers) =>
        answers.model === true && [...(answers.userMethods ?? []), ...(answers.adminMethods ?? [])].includes("create"),
      inactive: false,
      needs: "a model whose create needs a signed-in user (--user-methods create)",
    },
  },
  {
    key: "userField",
    option: "user-field",
    type: String,
    description: "Field holding the creating user (default: user)",
    question: { kind: "input", message: "Field holding the creating user" },
    default: (answers, context) => previous(answers, context)?.userField ?? "user",
    parse: parseIdentifier("user-field"),
    appliesWhen: { test: (answers) => answers.storeUser === true, inactive: "user", needs: "--store-user" },
  },
  {
    key: "getList",
    option: "get-list",
    type: Boolean,
    description: "Answer the list as {rows, count} (default: as the project's user list)",
    question: { kind: "confirm", message: "Answer the list as {rows, count}?" },
    default: (answers, context) => previous(answers, context)?.getList ?? context.project.getList,
    parse: parseBoolean("get-list"),
  },
];
