import type { AppAnswers } from "../app/app-answers.js";
import type { ApiAnswers } from "./api-answers.js";
import { DEFAULT_MAX_LENGTH } from "./api-settings.js";
import { fieldCode } from "./field-code.js";
import { fieldSamples } from "./field-samples.js";
import type { GroupFacts } from "./group-facts.js";
import type { Field } from "./field.js";
import { groupNames } from "./group-names.js";
import { jsLiteral } from "./js-literal.js";
import { rightOf, type Right } from "./method-right.js";
import { METHODS, type Method } from "./methods.js";
import { expandable, refTarget } from "./ref-target.js";
import { routePlan, type RoutePlan } from "./route-plan.js";
import { testPlan, type TestPlan } from "./test-plan.js";

/** Which of the files a group can have it gets; a template whose file the group lacks renders nothing. */
export interface GroupFiles {
  /** `<plural>-list.test.ts`. */
  listTest: boolean;
  /** `<plural>-client.test.ts`. */
  clientTest: boolean;
}

/**
 * What every template of `rest:api` is rendered with: the facts, the files the group gets, what
 * its routes and tests need, and `js`, which writes a value as a TypeScript literal.
 */
export interface GroupContext extends GroupFacts, RoutePlan {
  files: GroupFiles;
  test: TestPlan;
  js: typeof jsLiteral;
}

/** `groups` are the project's other groups, by name: the ones a reference may name. */
export function groupContext(
  answers: ApiAnswers,
  project: AppAnswers,
  groups: Record<string, ApiAnswers> = {},
): GroupContext {
  const facts = groupFacts(answers, project, groups);
  const { model, has } = facts;
  return {
    ...facts,
    ...routePlan(facts),
    files: {
      listTest: has.index,
      clientTest: model && has.create,
    },
    test: testPlan(facts),
    js: jsLiteral,
  };
}

function groupFacts(answers: ApiAnswers, project: AppAnswers, groups: Record<string, ApiAnswers>): GroupFacts {
  const depth = answers.dir.split("/").length;
  const toApi = Array.from({ length: depth }, () => "..").join("/");
  const maxLength = answers.maxLength ?? DEFAULT_MAX_LENGTH;
  const names = groupNames(answers.name);
  const refs = answers.fields
    .filter((field) => field.type === "ref")
    .map((field) => refTarget(field, answers, groups, { toApi, toSrc: `${toApi}/..`, auth: project.auth }));
  // Where the documents a reference names are made: the users' own route, or the named group's endpoint.
  const refPath = (field: Field) =>
    field.ref === "user" ? "users" : (field.ref === answers.name ? answers : groups[field.ref ?? ""])?.endpoint;
  const fields = answers.fields.map((field) =>
    fieldCode(field, maxLength, refs.find((ref) => ref.field === field.name)?.expand?.schema, refPath(field)),
  );
  return {
    ...names,
    ...fieldSamples(answers.fields),
    name: answers.name,
    auth: project.auth,
    srcDir: project.srcDir,
    apiDir: project.apiDir,
    endpoint: answers.endpoint,
    dir: answers.dir,
    toSrc: `${toApi}/..`,
    toApi,
    refs,
    expand: expandable(refs),
    has: Object.fromEntries(METHODS.map((method) => [method, answers.methods.includes(method)])) as Record<
      Method,
      boolean
    >,
    rights: Object.fromEntries(METHODS.map((method) => [method, rightOf(method, answers)])) as Record<Method, Right>,
    model: answers.model,
    fields,
    optional: fields.some((field) => !field.required),
    maxLength,
    storeUser: answers.storeUser,
    userField: answers.userField,
    getList: answers.getList,
    search: fields.filter((field) => field.text).map((field) => field.name),
    sortable: [...fields.filter((field) => field.sortable).map((field) => field.name), "createdAt", "updatedAt"],
    viewFields: [
      "id",
      ...fields.map((field) => field.name),
      ...(answers.storeUser ? [answers.userField] : []),
      "createdAt",
      "updatedAt",
    ],
  };
}
