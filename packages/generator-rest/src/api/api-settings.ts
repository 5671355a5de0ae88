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
import { rightOf, withRights } from "./method-right.js";
import { parseMethods } from "./parse-methods.js";
import { parseMaxLength } from "../values/parse-max-length.js";
import type { Field } from "./field.js";
import {
  addedFieldProblems,
  endpointProblems,
  folderProblems,
  nameProblems,
  refProblems,
  rightProblems,
  storeUserProblems,
  userFieldProblems,
} from "./group-problems.js";

type ApiSetting = Setting<ApiAnswers, ApiContext>;

/** Room for an article's text well inside the API's 64 KiB body limit. */
export const DEFAULT_MAX_LENGTH = 10_000;

/** The answers of an earlier run for the same group: a re-run offers them as defaults. */
const previous = (answers: Partial<ApiAnswers>, { groups }: ApiContext): ApiAnswers | undefined =>
  Object.hasOwn(groups, answers.name ?? "") ? groups[answers.name ?? ""] : undefined;

const withAuth = {
  test: (_answers: Partial<ApiAnswers>, { project }: ApiContext) => project.auth,
  inactive: [],
  needs: () => "a project with authentication (one generated without --no-auth)",
};

/** Methods that change documents. */
export const WRITE_METHODS: readonly Method[] = ["create", "update", "destroy"];
/** Methods that read documents: open to anyone unless a run says otherwise. */
const READ_METHODS: readonly Method[] = ["index", "show"];

/** The group's methods of `among` that no right asked before claims. */
const unclaimed = (answers: Partial<ApiAnswers>, among: readonly Method[]): Method[] =>
  among.filter(
    (method) =>
      (answers.methods ?? METHODS).includes(method) &&
      !answers.masterMethods?.includes(method) &&
      !answers.adminMethods?.includes(method) &&
      !answers.userMethods?.includes(method),
  );

/** What a group generated before --public-methods existed left open: every method no right named. */
const openBefore = (group: ApiAnswers): Method[] =>
  group.methods.filter((method) => rightOf(method, group) === undefined);

type RightKey = "masterMethods" | "adminMethods" | "userMethods" | "publicMethods";

const RIGHT_SETTINGS: Record<
  RightKey,
  { question: string; description: string; byDefault: (answers: Partial<ApiAnswers>) => Method[] }
> = {
  masterMethods: {
    question: "Which methods need the master key?",
    description: "Methods that need the master key, comma-separated (default: none)",
    byDefault: () => [],
  },
  adminMethods: {
    question: "Which methods need an administrator?",
    description: "Methods that need an administrator, comma-separated (default: none)",
    byDefault: () => [],
  },
  userMethods: {
    question: "Which methods need a signed-in user?",
    description:
      "Methods that need a signed-in user, comma-separated (default: create, update and destroy, unless another right has them; a method no option names needs one too)",
    byDefault: (answers) => unclaimed(answers, WRITE_METHODS),
  },
  publicMethods: {
    question: "Which methods are open to anyone, signed in or not?",
    description:
      "Methods open to anyone, signed in or not, comma-separated (default: index and show, unless another right has them)",
    byDefault: (answers) => unclaimed(answers, READ_METHODS),
  },
};

function rightsSetting(key: RightKey, label: string): ApiSetting {
  const option = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const { question, description, byDefault } = RIGHT_SETTINGS[key];
  return {
    key,
    option,
    label,
    type: String,
    description,
    question: { kind: "checkbox", message: question, choices: METHODS },
    default: (answers, context) => {
      const before = previous(answers, context);
      if (key === "publicMethods" && before && !before.publicMethods) return openBefore(before);
      return before?.[key] ?? byDefault(answers);
    },
    parse: parseMethods(option),
    format: (value) => (value as Method[]).join(", "),
    check: (value, answers) => rightProblems(key, value as Method[], answers),
    // Without authentication every method is open to anyone.
    appliesWhen: key === "publicMethods" ? { ...withAuth, inactive: [...METHODS] } : withAuth,
  };
}

/** The settings of `rest:api`, in the order they are asked. */
export const API_SETTINGS: readonly ApiSetting[] = [
  {
    key: "name",
    option: "name",
    label: "the group name",
    type: String,
    description: "Name of the group, singular and kebab-case, e.g. article (also the first argument)",
    question: { kind: "input", message: "Name of the endpoint group (singular, e.g. article)" },
    default: () => "",
    parse: parseGroupName,
    check: (value, _answers, context) => nameProblems(value as string, context),
  },
  {
    key: "endpoint",
    option: "endpoint",
    label: "the endpoint path",
    type: String,
    description: "URL path of the group (default: the plural of the name, e.g. articles)",
    question: { kind: "input", message: "Endpoint path" },
    default: (answers, context) => previous(answers, context)?.endpoint ?? pluralName(answers.name ?? ""),
    parse: parseEndpoint,
    check: (value, answers, context) => endpointProblems(value as string, answers, context),
  },
  {
    key: "dir",
    option: "dir",
    label: "the group's folder",
    type: String,
    description: "Folder of the group inside the API folder (default: the plural of the name)",
    question: { kind: "input", message: "Folder of the group inside the API folder" },
    default: (answers, context) => previous(answers, context)?.dir ?? pluralName(answers.name ?? ""),
    parse: parseGroupDir,
    check: (value, answers, context) => folderProblems(value as string, answers, context),
  },
  {
    key: "methods",
    option: "methods",
    label: "the methods",
    type: String,
    description: `Methods to generate, comma-separated: ${METHODS.join(",")} (default: all; update is PUT and PATCH)`,
    question: { kind: "checkbox", message: "Methods", choices: METHODS },
    default: (answers, context) => previous(answers, context)?.methods ?? [...METHODS],
    parse: parseMethods("methods", true),
    format: (value) => (value as Method[]).join(", "),
  },
  rightsSetting("masterMethods", "the master key's methods"),
  rightsSetting("adminMethods", "the administrators' methods"),
  rightsSetting("userMethods", "the signed-in users' methods"),
  rightsSetting("publicMethods", "the methods open to anyone"),
  {
    key: "model",
    option: "model",
    label: "the model",
    type: Boolean,
    description: "Store the group's documents; --no-model generates routes to fill in (default: yes)",
    question: { kind: "confirm", message: "Generate a model (store the documents)?" },
    default: (answers, context) => previous(answers, context)?.model ?? true,
    parse: parseBoolean("model"),
  },
  {
    key: "fields",
    option: "fields",
    label: "the fields",
    type: String,
    description:
      'Fields, e.g. "title:string!@unique,body:text,status:enum(draft|published)@indexed,price:number@indexed,' +
      'article:ref(article),tags:string[]"; name:type[], ! = required, =value for documents stored before the field ' +
      "(stock:integer!=0), @unique, @indexed (sort and filter on it); " +
      "types string (up to 200 characters), text, integer, number, boolean, date (2024-06-01), datetime, email, url, " +
      "enum(a|b), ref(group) or ref(user) (default: none)",
    question: {
      kind: "input",
      message:
        "Fields (name:type[], ! = required, @indexed to sort and filter on it, @unique; types string, text, " +
        "integer, number, boolean, date, datetime, email, url, enum(a|b), ref(group)), e.g. " +
        "title:string!@unique,status:enum(draft|published)@indexed,article:ref(article)",
    },
    default: (answers, context) => formatFields(previous(answers, context)?.fields ?? []),
    parse: parseFields,
    check: (value, answers, context) => [
      ...refProblems(value as Field[], answers, context),
      ...addedFieldProblems(value as Field[], answers, context),
    ],
    format: (value) => formatFields(value as Field[]),
  },
  {
    key: "maxLength",
    option: "max-length",
    label: "the most characters of a text field",
    type: String,
    description: `Most characters a text field accepts, so nobody stores megabytes in a title (default: ${DEFAULT_MAX_LENGTH})`,
    question: { kind: "input", message: "Most characters a text field accepts" },
    default: (answers, context) => previous(answers, context)?.maxLength ?? DEFAULT_MAX_LENGTH,
    parse: parseMaxLength,
  },
  {
    key: "storeUser",
    option: "store-user",
    label: "storing the creating user",
    type: Boolean,
    description: "Record the signed-in user who creates a document; only they or an admin may change it (default: no)",
    question: { kind: "confirm", message: "Store the user who creates a document?" },
    default: (answers, context) => previous(answers, context)?.storeUser ?? false,
    parse: parseBoolean("store-user"),
    check: (value, answers) => storeUserProblems(value as boolean, answers),
    appliesWhen: {
      test: (answers) =>
        answers.model === true && ["user", "admin"].includes(rightOf("create", withRights(answers)) ?? ""),
      inactive: false,
      needs: () => "a model whose create needs a signed-in user (not --public-methods create)",
    },
  },
  {
    key: "userField",
    option: "user-field",
    label: "the field holding the creating user",
    type: String,
    description: "Field holding the creating user (default: user)",
    question: { kind: "input", message: "Field holding the creating user" },
    default: (answers, context) => previous(answers, context)?.userField ?? "user",
    parse: parseIdentifier("user-field"),
    check: (value, answers) => userFieldProblems(value as string, answers),
    appliesWhen: { test: (answers) => answers.storeUser === true, inactive: "user", needs: () => "--store-user" },
  },
  {
    key: "getList",
    option: "get-list",
    label: "the list as {rows, count}",
    type: Boolean,
    description: "Answer the list as {rows, count} (default: as the project's user list)",
    question: { kind: "confirm", message: "Answer the list as {rows, count}?" },
    default: (answers, context) => previous(answers, context)?.getList ?? context.project.getList,
    parse: parseBoolean("get-list"),
  },
];
