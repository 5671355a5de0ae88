import type { AppAnswers } from "../app/app-answers.js";
import type { ApiAnswers } from "./api-answers.js";
import { DEFAULT_MAX_LENGTH } from "./api-settings.js";
import { clientTestsCode, type ClientTestsCode } from "./code/client-tests-code.js";
import { groupTestsCode, type GroupTestsCode } from "./code/group-tests-code.js";
import { listTestsCode, type ListTestsCode } from "./code/list-tests-code.js";
import { modelCode, type ModelCode } from "./code/model-code.js";
import { routesCode, type RoutesCode } from "./code/routes-code.js";
import { schemaCode, type SchemaCode } from "./code/schema-code.js";
import { fieldCode, type FieldCode } from "./field-code.js";
import { fieldSamples, type FieldSamples } from "./field-samples.js";
import { groupNames, type GroupNames } from "./group-names.js";
import { jsLiteral } from "./js-literal.js";
import { METHODS, type Method } from "./methods.js";
import { testPlan, type TestPlan } from "./test-plan.js";

/** Who may call a method: the name of the project's auth guard, or anyone. */
export type Right = "masterKey" | "admin" | "user" | undefined;

/** The answers of `rest:api` and what follows from them, from which the group's code is built. */
export interface GroupFacts extends GroupNames, FieldSamples {
  /** The group's kebab-case name, e.g. `blog-post`. */
  name: string;
  auth: boolean;
  srcDir: string;
  apiDir: string;
  endpoint: string;
  dir: string;
  /** Relative path from the group's folder to the source folder, e.g. `../..`. */
  toSrc: string;
  /** Relative path from the group's folder to the API folder, e.g. `..`. */
  toApi: string;
  has: Record<Method, boolean>;
  rights: Record<Method, Right>;
  model: boolean;
  fields: FieldCode[];
  storeUser: boolean;
  userField: string;
  getList: boolean;
  /** The most characters a text field accepts. */
  maxLength: number;
  /** Fields `q` searches, and fields `sort` may name. */
  search: string[];
  sortable: string[];
  test: TestPlan;
  /** Writes a value as a TypeScript literal. */
  js: typeof jsLiteral;
}

/** The parts of a group's files that depend on its options, built once for every template. */
export interface GroupCode {
  routes: RoutesCode;
  schema: SchemaCode;
  model: ModelCode;
  tests: GroupTestsCode;
  listTests: ListTestsCode;
  clientTests: ClientTestsCode;
}

/**
 * What every template of `rest:api` is rendered with: the facts, and in `code` what depends on
 * them, so that a template holds the fixed text of its file and says where the rest goes.
 */
export interface GroupContext extends GroupFacts {
  code: GroupCode;
}

export function groupContext(answers: ApiAnswers, project: AppAnswers): GroupContext {
  const facts = groupFacts(answers, project);
  return {
    ...facts,
    code: {
      routes: routesCode(facts),
      schema: schemaCode(facts),
      model: modelCode(facts),
      tests: groupTestsCode(facts),
      listTests: listTestsCode(facts),
      clientTests: clientTestsCode(facts),
    },
  };
}

function groupFacts(answers: ApiAnswers, project: AppAnswers): GroupFacts {
  const depth = answers.dir.split("/").length;
  const toApi = Array.from({ length: depth }, () => "..").join("/");
  const maxLength = answers.maxLength ?? DEFAULT_MAX_LENGTH;
  const fields = answers.fields.map((field) => fieldCode(field, maxLength));
  const samples = fieldSamples(answers.fields);
  const rights = Object.fromEntries(METHODS.map((method) => [method, rightOf(method, answers)])) as Record<
    Method,
    Right
  >;
  return {
    ...groupNames(answers.name),
    ...samples,
    name: answers.name,
    auth: project.auth,
    srcDir: project.srcDir,
    apiDir: project.apiDir,
    endpoint: answers.endpoint,
    dir: answers.dir,
    toSrc: `${toApi}/..`,
    toApi,
    has: Object.fromEntries(METHODS.map((method) => [method, answers.methods.includes(method)])) as Record<
      Method,
      boolean
    >,
    rights,
    model: answers.model,
    fields,
    maxLength,
    storeUser: answers.storeUser,
    userField: answers.userField,
    getList: answers.getList,
    search: fields.filter((field) => field.text).map((field) => field.name),
    sortable: [...fields.filter((field) => field.sortable).map((field) => field.name), "createdAt", "updatedAt"],
    js: jsLiteral,
    test: testPlan({
      rights,
      show: answers.methods.includes("show"),
      fields: answers.fields,
      storeUser: answers.storeUser,
      ...samples,
    }),
  };
}

/** With a stored user, changing a document needs at least a signed-in user: its creator or an administrator. */
function rightOf(method: Method, answers: ApiAnswers): Right {
  if (!answers.methods.includes(method)) return undefined;
  if (answers.masterMethods.includes(method)) return "masterKey";
  if (answers.adminMethods.includes(method)) return "admin";
  if (answers.userMethods.includes(method)) return "user";
  if (answers.storeUser && (method === "update" || method === "destroy")) return "user";
  return undefined;
}
