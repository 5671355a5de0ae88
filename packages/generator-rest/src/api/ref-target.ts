import type { ApiAnswers } from "./api-answers.js";
import type { Field } from "./field.js";
import { fieldSamples } from "./field-samples.js";
import { groupNames } from "./group-names.js";
import { mayPass, readRight, rightOf, type Right } from "./method-right.js";

/** What a reference names, as the referencing group's routes, schema and tests reach it. */
export interface RefTarget {
  /** The referencing field, e.g. `article`. */
  field: string;
  /** The group named, e.g. `article`, or `user`. */
  group: string;
  /** `an article`, `a user`: for messages. */
  aLabel: string;
  /** The collection routes look the id up in: `articles`, or `users` as the app hands them to every group. */
  many: string;
  /** Whether the reference names a user of the project. */
  user: boolean;
  /** Whether it names a document of its own group (looked up in the group's own collection). */
  self: boolean;
  /**
   * The guard a caller passes to read the named group's documents, where not everyone may: the referencing
   * routes expand a document, and tell whether an id names one, only to such a caller.
   */
  read: Exclude<Right, undefined> | undefined;
  /** For another group: its model, which opens its collection, and the model's path from the referencing group's folder. */
  open?: { name: string; path: string };
  /**
   * Whether `?expand=` answers the document: only where the group lists or shows stored documents, and
   * not for a document of its own group, nor for a group that references this one back, since each
   * model would then need the other to be defined first.
   */
  expand?: {
    /** The expressions of the document's view function and schema, and what they need imported. */
    view: string;
    schema: string;
    imports: { name: string; path: string }[];
    /** The view takes the creator of the document: the field holding their id. */
    creator?: string;
  };
  /** Two stored documents for the tests to reference, as TypeScript literals of the target's stored type. */
  documents?: [string, string];
}

/** An id no document has: what a stored document's own references and creator hold in the tests. */
const NOBODY = '"0123456789abcdef01234567"';

/**
 * The target of a `ref` field: `user`, the group being generated, or another group of the project
 * (group-problems.ts has refused any other). `toApi` and `toSrc` lead from the group's folder; `auth` says
 * whether the project has rights at all.
 */
export function refTarget(
  field: Field,
  answers: ApiAnswers,
  groups: Record<string, ApiAnswers>,
  paths: { toApi: string; toSrc: string; auth: boolean },
): RefTarget {
  const ref = field.ref ?? "";
  // `?expand=` belongs to the routes that answer stored documents by their id or in a list.
  const expands = answers.model && (answers.methods.includes("index") || answers.methods.includes("show"));
  if (ref === "user") {
    return {
      field: field.name,
      group: ref,
      aLabel: "a user",
      many: "users",
      user: true,
      self: false,
      // Every user's public profile is open to anyone at GET /users/:id.
      read: undefined,
      ...(expands
        ? {
            expand: {
              view: "publicUserView",
              schema: "PublicUserSchema",
              imports: [
                { name: "publicUserView", path: `${paths.toSrc}/users/view.js` },
                { name: "PublicUserSchema", path: `${paths.toSrc}/users/schema.js` },
              ],
            },
          }
        : {}),
    };
  }
  const self = ref === answers.name;
  const target = self ? answers : groups[ref];
  const names = groupNames(ref);
  const folder = self ? "." : `${paths.toApi}/${target?.dir ?? ref}`;
  const model = { name: `${names.one}Model`, path: `${folder}/${ref}-model.js` };
  const referencesBack = target?.fields.some((other) => other.type === "ref" && other.ref === answers.name) ?? false;
  const read = paths.auth && target ? readRight(target) : undefined;
  // A read route whose callers may never read the named documents has nothing to expand them with.
  const readers = (["index", "show"] as const).filter((method) => answers.methods.includes(method));
  const expandable = readers.every((method) => mayPass(rightOf(method, answers), read));
  return {
    field: field.name,
    group: ref,
    aLabel: names.aLabel,
    many: names.many,
    user: false,
    self,
    read,
    ...(self ? {} : { open: model }),
    ...(!expands || self || referencesBack || !expandable
      ? {}
      : {
          expand: {
            view: `${model.name}.view`,
            schema: `${model.name}.schema`,
            imports: [model],
            ...(target?.storeUser ? { creator: target.userField } : {}),
          },
        }),
    ...(target ? { documents: [storedLiteral(target, "first"), storedLiteral(target, "second")] } : {}),
  };
}

/**
 * A stored document of a group made of its test samples: its own references and creator name nobody, and
 * its unique fields hold values of their own, since a group naming itself stores it beside the samples.
 */
function storedLiteral(group: ApiAnswers, which: "first" | "second"): string {
  const samples = fieldSamples(group.fields)[which];
  const entries = group.fields.map(
    (field) =>
      `${field.name}: ${storedValue(field, field.unique ? storedUnique(field, samples[field.name]) : samples[field.name])}`,
  );
  if (group.storeUser) entries.push(`${group.userField}: ${NOBODY}`);
  entries.push("createdAt: new Date()", "updatedAt: new Date()");
  return `{ ${entries.join(", ")} }`;
}

/** A value of a unique field that no sample holds. */
function storedUnique(field: Field, value: unknown): unknown {
  switch (field.type) {
    case "integer":
    case "number":
      return Number(value) + 1000;
    case "date":
    case "datetime":
      return `2030${String(value).slice(4)}`;
    case "email":
      return `stored.${String(value)}`;
    case "url":
      return `${String(value)}/stored`;
    default:
      return `stored ${String(value)}`;
  }
}

function storedValue(field: Field, value: unknown): string {
  if (field.type === "ref") return field.required ? NOBODY : "null";
  if (field.type !== "datetime") return JSON.stringify(value);
  return Array.isArray(value)
    ? `[${value.map((at) => `new Date(${JSON.stringify(at)})`).join(", ")}]`
    : `new Date(${JSON.stringify(value)})`;
}

/** The references of a group that `?expand=` answers as documents. */
export function expandable(targets: readonly RefTarget[]): string[] {
  return targets.filter((target) => target.expand).map((target) => target.field);
}
