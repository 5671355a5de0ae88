import type { Field } from "./field.js";
import type { Right } from "./group-context.js";
import { METHODS, type Method } from "./methods.js";

/** What a group's generated tests need: who signs up, who calls each route, which values break which rule. */
export interface TestPlan {
  /** Users the tests sign up. */
  admin: boolean;
  ana: boolean;
  bob: boolean;
  /** The request option carrying the credential a route needs, e.g. `bearer: ana.token`; "" for none. */
  as: Record<Method, string>;
  /** Who a route refuses without credentials, e.g. "a signed-in user"; "" for a public route. */
  needs: Record<Method, string>;
  /** Whether a plain user's token is refused too (master key and administrator routes). */
  refusesUsers: Record<Method, boolean>;
  /** With a stored user: who creates, and who may not change their documents. */
  creator: "admin" | "ana";
  stranger: "ana" | "bob";
  required: string[];
  /** A body with the required fields of `first` only, and what the others read then. */
  requiredOnly: Record<string, unknown>;
  emptied: Record<string, unknown>;
  /** A PATCH body changing one field of `first` to the value of `second`. */
  patch: Record<string, unknown>;
  /** A value breaking the first field's type, and the failure it answers. */
  bad?: { field: string; value: unknown; failure: Record<string, unknown> };
}

const CREDENTIAL = { masterKey: "app.config.masterKey", admin: "admin.token", user: "ana.token" };
const NEEDS = { masterKey: "the master key", admin: "an administrator", user: "a signed-in user" };

interface PlanInput {
  rights: Record<Method, Right>;
  show: boolean;
  fields: readonly Field[];
  storeUser: boolean;
  first: Record<string, unknown>;
  second: Record<string, unknown>;
}

export function testPlan({ rights, show, fields, storeUser, first, second }: PlanInput): TestPlan {
  const guarded = METHODS.filter((method) => rights[method] !== undefined);
  const creator = rights.create === "admin" ? "admin" : "ana";
  const owned = (method: Method) =>
    storeUser && (method === "update" || method === "destroy") && rights[method] === "user";
  const credential = (method: Method): string | undefined => {
    const right = rights[method];
    if (right === undefined) return undefined;
    return owned(method) ? `${creator}.token` : CREDENTIAL[right];
  };
  const optional = fields.filter((field) => !field.required);
  return {
    admin:
      guarded.some((method) => rights[method] === "admin") ||
      (storeUser && (owned("update") || owned("destroy") || show)),
    ana: guarded.length > 0,
    bob: storeUser && creator === "ana" && (rights.update !== undefined || rights.destroy !== undefined),
    as: mapMethods((method) => (credential(method) ? `bearer: ${credential(method)}` : "")),
    needs: mapMethods((method) => {
      const right = rights[method];
      return right ? NEEDS[right] : "";
    }),
    refusesUsers: mapMethods((method) => rights[method] === "admin" || rights[method] === "masterKey"),
    creator,
    stranger: creator === "ana" ? "bob" : "ana",
    required: fields.filter((field) => field.required).map((field) => field.name),
    requiredOnly: Object.fromEntries(
      fields.filter((field) => field.required).map((field) => [field.name, first[field.name]]),
    ),
    emptied: Object.fromEntries(optional.map((field) => [field.name, field.array ? [] : null])),
    patch: fields[0] ? { [fields[0].name]: second[fields[0].name] } : {},
    bad: fields[0] && badValue(fields[0]),
  };
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
