import type { Field } from "./field.js";
import type { FieldCode } from "./field-code.js";
import { distinctByName } from "./distinct-by-name.js";
import type { GroupFacts } from "./group-facts.js";
import type { Right } from "./method-right.js";
import { METHODS, type Method } from "./methods.js";

/** A value a field refuses, and the failure it answers. */
export interface BadValue {
  field: string;
  value: unknown;
  failure: Record<string, unknown>;
}

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
  /** The unique fields, each with a new value for every document the tests store: an expression of `first` and a counter `made`. */
  unique: { field: string; value: string }[];
  /** A body the tests store, given as an expression: passed through `fresh` when the group has unique fields. */
  fresh: (body: string) => string;
  /** The documents the samples' references name, stored by the tests before they run. */
  references: {
    /** The collections they are stored in, opened on the test app's store. */
    opens: { name: string; path: string; many: string }[];
    /** For each reference and sample, the expression of the id it names: a stored document's, or a user's signed up. */
    ids: { field: string; sample: "first" | "second"; id: string }[];
    /** Whether a reference names a user, whom the tests sign up. */
    signUp: boolean;
  };
  /** Queries on the indexed fields and the rows they find of the two the list test stores, newest first. */
  filterChecks: { query: Record<string, string>; ids: string }[];
  /** For each field, a value breaking its type, and the failure it answers. */
  bads: BadValue[];
  /** The first of them, which PATCH is tested on. */
  bad?: BadValue;
  /** The text field whose length limit POST is tested on; undefined when the limit is too long to send. */
  longText?: { field: string; maxLength: number };
  /** A field `sort` may not name: it has no index. */
  unsortable?: string;
  /** Two words of `q` that find `second` alone: its first text field's word and name (the word alone where the name is shorter than a keyword may be). */
  keywords: string;
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
/** The fewest characters a word of `q` has (`minKeywordLength` of @hostkit/rest). */
const MIN_KEYWORD_LENGTH = 3;
/** The longest text a test sends to be refused: longer would only slow the tests. */
const LONGEST_SENT = 30_000;

export function testPlan(group: GroupFacts): TestPlan {
  const { has, model, fields, storeUser, first, second, firstWhileRunning } = group;
  // Who the tests call each route as: its right, or whoever may also read the documents its references name.
  const rights = callerRights(group);
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
  // Ana calls the routes her token opens, and is refused where only an administrator or the master key gets in.
  const ana = METHODS.some(
    (method) => method !== "index" && (group.rights[method] !== undefined || token[method] === "ana.token"),
  );
  const bob = storeUser && creator === "ana" && (rights.update !== undefined || rights.destroy !== undefined);
  const needs = mapMethods((method) => {
    const right = group.rights[method];
    return right ? NEEDS[right] : "";
  });
  const lifeTokens = METHODS.filter((method) => has[method]).map((method) => token[method]);
  const optional = fields.filter((field) => !field.required);
  // A reference's sample is known only while the tests run.
  const changed = fields.find((field) => field.type !== "ref");
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
    refusesUsers: mapMethods((method) => group.rights[method] === "admin" || group.rights[method] === "masterKey"),
    // A user's token is the wrong credential where the master key is needed (401), a known user without the right for administrators' routes (403).
    refused: mapMethods((method) => (group.rights[method] === "admin" ? 403 : 401)),
    seeded,
    creator,
    creatorName: creator === "admin" ? "Admin" : "Ana",
    stranger: creator === "ana" ? "bob" : "ana",
    adminIsOther: creator !== "admin",
    owners: storeUser && has.create && (has.update || has.destroy),
    // The test has a new user create a document, then deletes the user: a POST for administrators takes no new user.
    orphans: storeUser && has.create && has.show && rights.create === "user",
    required: required.map((field) => field.name),
    requiredOnly: Object.fromEntries(required.map((field) => [field.name, firstWhileRunning[field.name]])),
    emptied: Object.fromEntries(optional.map((field) => [field.name, field.array ? [] : null])),
    patch: changed ? { [changed.name]: second[changed.name] } : {},
    unique: fields.filter((field) => field.unique).map(freshValue),
    fresh: (body) => (fields.some((field) => field.unique) ? `fresh(${body})` : body),
    references: testReferences(group),
    filterChecks: fields.flatMap((field) => filterChecks(field, first[field.name], second[field.name])),
    bads: fields.map(badValue),
    bad: fields[0] && badValue(fields[0]),
    longText: longText(fields),
    unsortable: fields.find((field) => !field.sortable)?.name,
    keywords: group.search[0] && group.search[0].length >= MIN_KEYWORD_LENGTH ? `beta ${group.search[0]}` : "beta",
    emptyList: group.getList ? { rows: [], count: 0 } : { rows: [] },
    listKeys: [...group.viewFields].sort(),
    documented: documentedRoutes(group),
    bodyKeys: [...fields.map((field) => field.name), ...(group.auth ? ["access_token"] : [])],
  };
}

/**
 * The right of each route, raised where its body or `?expand=` names documents of a group not everyone may read:
 * the tests write and expand as someone who may read them. An administrator passes a signed-in user's guard.
 */
function callerRights({ rights, refs, expand, has }: GroupFacts): Record<Method, Right> {
  const raise = (right: Right, reads: Right[]): Right =>
    reads.reduce<Right>(
      (caller, read) => (caller === undefined || (caller === "user" && read === "admin") ? read : caller),
      right,
    );
  const checked = refs.map((ref) => ref.read);
  const expanded = refs.filter((ref) => expand.includes(ref.field)).map((ref) => ref.read);
  return mapMethods((method) => {
    if (!has[method]) return rights[method];
    if (method === "create" || method === "update") return raise(rights[method], checked);
    if (method === "index" || method === "show") return raise(rights[method], expanded);
    return rights[method];
  });
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

function testReferences({ refs, one, name, many }: GroupFacts): TestPlan["references"] {
  const opens = refs.flatMap((ref) =>
    ref.self
      ? [{ name: `${one}Model`, path: `./${name}-model.js`, many }]
      : ref.open
        ? [{ ...ref.open, many: ref.many }]
        : [],
  );
  const ids = refs.flatMap((ref) => {
    // Two references to one group name the same documents: storing them twice would break its unique fields.
    const earlier = ref.user ? undefined : refs.find((other) => other.group === ref.group);
    return (["first", "second"] as const).map((sample, index) => ({
      field: ref.field,
      sample,
      id: ref.user
        ? `(await signUp(app, "${ref.field.toLowerCase()}.${sample}@example.com")).id`
        : earlier && earlier !== ref
          ? `${sample}.${earlier.field}`
          : `(await ${ref.many}.insert(${ref.documents?.[index] ?? "{}"})).id`,
    }));
  });
  return {
    opens: distinctByName(opens),
    ids,
    signUp: refs.some((ref) => ref.user),
  };
}

/** A value of a unique field that no other call gives: `first`'s value moved by the counter `made`. */
function freshValue(field: Field): { field: string; value: string } {
  const value = `first.${field.name}`;
  switch (field.type) {
    case "integer":
    case "number":
      return { field: field.name, value: `${value} + made` };
    case "date":
      return {
        field: field.name,
        value: `new Date(Date.parse(${value}) + made * 86_400_000).toISOString().slice(0, 10)`,
      };
    case "datetime":
      return { field: field.name, value: `new Date(Date.parse(${value}) + made).toISOString()` };
    case "email":
      return { field: field.name, value: `\`\${made}.\${${value}}\`` };
    case "url":
      return { field: field.name, value: `\`\${${value}}/\${made}\`` };
    default:
      return { field: field.name, value: `\`\${${value}} \${made}\`` };
  }
}

const RANGED = ["integer", "number", "date", "datetime"];

/** For an indexed field: equality (an e-mail address in capitals too), membership and, on numbers and dates, a range either side of `first`'s value. */
function filterChecks(field: FieldCode, first: unknown, second: unknown): TestPlan["filterChecks"] {
  if (!field.filter || field.type === "ref" || first === second) return [];
  const [one, two] = [String(first), String(second)];
  const name = field.name;
  return [
    { query: { [name]: field.type === "email" ? one.toUpperCase() : one }, ids: "[firstId]" },
    { query: { [`${name}[in]`]: `${one},${two}` }, ids: "[secondId, firstId]" },
    ...(RANGED.includes(field.type)
      ? [
          { query: { [`${name}[gt]`]: one }, ids: "[secondId]" },
          { query: { [`${name}[lte]`]: one }, ids: "[firstId]" },
        ]
      : []),
  ];
}

/** The first text field, when its limit is short enough to send past. */
function longText(fields: readonly FieldCode[]): TestPlan["longText"] {
  const field = fields.find(
    (one) => one.text && !one.array && one.maxLength !== undefined && one.maxLength <= LONGEST_SENT,
  );
  return field?.maxLength === undefined ? undefined : { field: field.name, maxLength: field.maxLength };
}

/** Operators sent as a value, text where a number is due, a date that is none, a word out of the list: each answers 400. */
function badValue(field: Field): BadValue {
  const bad = (value: unknown, name: string, limit: unknown): BadValue => ({
    field: field.name,
    value,
    failure: { name, param: field.name, [name]: limit },
  });
  if (field.array) return bad({ $gt: "" }, "type", "array");
  switch (field.type) {
    case "string":
    case "text":
    case "ref":
      return bad({ $ne: null }, "type", "string");
    case "integer":
      return bad(1.5, "type", "integer");
    case "number":
      return bad("many", "type", "number");
    case "boolean":
      return bad("perhaps", "type", "boolean");
    case "date":
      // The 30th of February: a pattern alone would take it.
      return bad("2024-02-30", "format", "date");
    case "datetime":
      return bad("yesterday", "format", "date-time");
    case "email":
      return bad("ana at example.com", "format", "email");
    case "url":
      // A valid URI, but no link to follow.
      return bad("javascript:alert(1)", "match", "^https?://");
    case "enum":
      return bad(`not ${field.values?.join(" or ") ?? ""}`, "enum", field.values ?? []);
  }
}
