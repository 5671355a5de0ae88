import type { Field } from "./field.js";
import type { GroupFacts } from "./group-context.js";
import { METHODS, type Method } from "./methods.js";

/** A user the generated tests sign up, and the profile they sign up with. */
export interface TestUser {
  name: "admin" | "ana" | "bob";
  profile: Record<string, string>;
}

/** What a group's generated tests need: who signs up, who calls each route, which values break which rule. */
export interface TestPlan {
  /** The users each test file signs up: the group's test, its list test and its test through the typed client. */
  users: { group: TestUser[]; list: TestUser[]; client: TestUser[] };
  /** The credential option a route needs, to follow other request options: `, bearer: ana.token`; "" for none. */
  bearer: Record<Method, string>;
  /** The same as the only request option: `, { bearer: ana.token }`; "" for none. */
  bearerOnly: Record<Method, string>;
  /** The typed client a route is called with: `as(ana.token)`, or `anonymous()` for a public route. */
  caller: Record<Method, string>;
  /** Whether the client test makes a client with a token, and one without. */
  clients: { as: boolean; anonymous: boolean };
  /** Who a route refuses without credentials, e.g. "a signed-in user"; "" for a public route. */
  needs: Record<Method, string>;
  /** Whether a plain user's token is refused too (master key and administrator routes), and with which status. */
  refusesUsers: Record<Method, boolean>;
  refused: Record<Method, 401 | 403>;
  /** Whether documents are created to test the other routes on: a model with POST. */
  seeded: boolean;
  /** With a stored user: who creates, who may not change their documents, and whether an administrator is someone else. */
  creator: "admin" | "ana";
  creatorName: "Admin" | "Ana";
  stranger: "ana" | "bob";
  adminIsOther: boolean;
  /** With a stored user, whether the tests check that only the creator or an administrator changes a document. */
  owners: boolean;
  /** With a stored user, whether they check that a deleted creator shows as null: a signed-in user creates, GET shows. */
  orphans: boolean;
  required: string[];
  /** A body with the required fields of `first` only, and what the others read then. */
  requiredOnly: Record<string, unknown>;
  emptied: Record<string, unknown>;
  /** A PATCH body changing one field of `first` to the value of `second`. */
  patch: Record<string, unknown>;
  /** A value breaking the first field's type, and the failure it answers. */
  bad?: { field: string; value: unknown; failure: Record<string, unknown> };
  /** The text field whose length limit POST is tested on; undefined when the limit is too long to send. */
  longText?: string;
  /** A text field too long to sort on. */
  unsortable?: string;
  /** What the list answers while nothing is stored. */
  emptyList: { rows: never[]; count?: number };
  /** The keys of a listed document, sorted. */
  listKeys: string[];
  /** The routes of the group as the OpenAPI document lists them, sorted. */
  documented: string[];
  /** The properties of the request body in the OpenAPI document. */
  bodyKeys: string[];
}

const CREDENTIAL = { masterKey: "app.config.masterKey", admin: "admin.token", user: "ana.token" };
const NEEDS = { masterKey: "the master key", admin: "an administrator", user: "a signed-in user" };
const PROFILES: Record<TestUser["name"], Record<string, string>> = {
  admin: { role: "admin", name: "Admin" },
  ana: { name: "Ana" },
  bob: { name: "Bob" },
};
/** The longest text a test sends to be refused: longer would only slow the tests. */
const LONGEST_SENT = 30_000;

export function testPlan(group: GroupFacts): TestPlan {
  const { rights, has, model, fields, storeUser, first, second } = group;
  // The list is tested in a file of its own: the group's test signs up only the users its routes need.
  const guarded = METHODS.filter((method) => method !== "index" && rights[method] !== undefined);
  const creator = rights.create === "admin" ? "admin" : "ana";
  const owned = (method: Method) =>
    storeUser && (method === "update" || method === "destroy") && rights[method] === "user";
  const token = mapMethods((method): string => {
    const right = rights[method];
    if (right === undefined) return "";
    return owned(method) ? `${creator}.token` : CREDENTIAL[right];
  });
  const seeded = model && has.create;
  const admin =
    guarded.some((method) => rights[method] === "admin") ||
    (storeUser && (owned("update") || owned("destroy") || has.show));
  const ana = guarded.length > 0;
  const bob = storeUser && creator === "ana" && (rights.update !== undefined || rights.destroy !== undefined);
  const needs = mapMethods((method) => {
    const right = rights[method];
    return right ? NEEDS[right] : "";
  });
  const lifeTokens = METHODS.filter((method) => has[method]).map((method) => token[method]);
  const optional = fields.filter((field) => !field.required);
  const required = fields.filter((field) => field.required);
  return {
    users: {
      group: users({ admin, ana, bob }),
      list: users({
        admin: rights.index === "admin" || (seeded && rights.create === "admin"),
        ana: needs.index !== "" || (seeded && rights.create === "user"),
      }),
      client: users({
        admin: lifeTokens.some((used) => used.startsWith("admin.")),
        ana: lifeTokens.some((used) => used.startsWith("ana.")),
      }),
    },
    bearer: mapMethods((method) => (token[method] === "" ? "" : `, bearer: ${token[method]}`)),
    bearerOnly: mapMethods((method) => (token[method] === "" ? "" : `, { bearer: ${token[method]} }`)),
    caller: mapMethods((method) => (token[method] === "" ? "anonymous()" : `as(${token[method]})`)),
    clients: { as: lifeTokens.some((used) => used !== ""), anonymous: lifeTokens.includes("") },
    needs,
    refusesUsers: mapMethods((method) => rights[method] === "admin" || rights[method] === "masterKey"),
    // A user's token is the wrong credential where the master key is needed (401), a known user without the right for administrators' routes (403).
    refused: mapMethods((method) => (rights[method] === "admin" ? 403 : 401)),
    seeded,
    creator,
    creatorName: creator === "admin" ? "Admin" : "Ana",
    stranger: creator === "ana" ? "bob" : "ana",
    adminIsOther: creator !== "admin",
    owners: storeUser && has.create && (has.update || has.destroy),
    // The test has a new user create a document, then deletes the user: a POST for administrators takes no new user.
    orphans: storeUser && has.create && has.show && rights.create === "user",
    required: required.map((field) => field.name),
    requiredOnly: Object.fromEntries(required.map((field) => [field.name, first[field.name]])),
    emptied: Object.fromEntries(optional.map((field) => [field.name, field.array ? [] : null])),
    patch: fields[0] ? { [fields[0].name]: second[fields[0].name] } : {},
    bad: fields[0] && badValue(fields[0]),
    longText:
      group.maxLength <= LONGEST_SENT
        ? fields.find((field) => field.type === "string" && !field.array)?.name
        : undefined,
    unsortable: fields.find((field) => field.text && !field.sortable)?.name,
    emptyList: group.getList ? { rows: [], count: 0 } : { rows: [] },
    listKeys: [...group.viewFields].sort(),
    documented: documentedRoutes(group),
    bodyKeys: [...fields.map((field) => field.name), ...(group.auth ? ["access_token"] : [])],
  };
}

function users(wanted: Partial<Record<TestUser["name"], boolean>>): TestUser[] {
  return (["admin", "ana", "bob"] as const)
    .filter((name) => wanted[name] === true)
    .map((name) => ({ name, profile: PROFILES[name] }));
}

/** In the order `sort()` puts them: by verb, then path. */
function documentedRoutes({ has, endpoint }: GroupFacts): string[] {
  const path = `/${endpoint}`;
  return [
    ...(has.destroy ? [`DELETE ${path}/{id}`] : []),
    ...(has.index ? [`GET ${path}`] : []),
    ...(has.show ? [`GET ${path}/{id}`] : []),
    ...(has.update ? [`PATCH ${path}/{id}`] : []),
    ...(has.create ? [`POST ${path}`] : []),
    ...(has.update ? [`PUT ${path}/{id}`] : []),
  ];
}

function mapMethods<T>(map: (method: Method) => T): Record<Method, T> {
  return Object.fromEntries(METHODS.map((method) => [method, map(method)])) as Record<Method, T>;
}

/** Operators sent as a value, text where a number is due, a date that is none: each answers 400. */
function badValue(field: Field): TestPlan["bad"] {
  const failure = (name: string, limit: unknown) => ({ name, param: field.name, [name]: limit });
  if (field.array) return { field: field.name, value: { $gt: "" }, failure: failure("type", "array") };
  switch (field.type) {
    case "string":
      return { field: field.name, value: { $ne: null }, failure: failure("type", "string") };
    case "number":
      return { field: field.name, value: "many", failure: failure("type", "number") };
    case "boolean":
      return { field: field.name, value: "perhaps", failure: failure("type", "boolean") };
    case "date":
      return { field: field.name, value: "yesterday", failure: failure("format", "date-time") };
  }
}
