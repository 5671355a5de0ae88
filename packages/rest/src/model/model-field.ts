import { Type, type TSchema } from "typebox";
import type { FieldFilter } from "../list-query/list-filters.js";
import { emailText, nonBlankText, storableText } from "../validation/text-patterns.js";

/** The value types a field holds, as `rest:api --fields` names them. */
export type FieldKind =
  "string" | "text" | "integer" | "number" | "boolean" | "date" | "datetime" | "email" | "url" | "enum" | "ref";

/**
 * What a field declares besides its type: `required` fields are sent on every POST and PUT and never null,
 * `array` fields hold a list, `unique` ones refuse a second document with their value, `indexed` ones (and
 * unique ones and references) are what lists sort and filter by.
 */
export interface FieldOptions {
  required?: boolean;
  array?: boolean;
  unique?: boolean;
  indexed?: boolean;
  /** The most characters a text value holds: `string` defaults to 200, `text` to 10000. */
  maxLength?: number;
  /**
   * What a document stored before the field existed answers for it (and what a migration stores there): a field
   * added as required needs one. Without it, such a document answers null, or an empty list.
   */
  default?: unknown;
}

/** The group a reference names: where its documents are made, how to name one, and its view for `?expand=`. */
export interface RefTarget {
  /** The route prefix of the group, `/products`: the `x-ref` of the body. */
  path?: string;
  /** One document of the group with its article, `a product`. */
  label: string;
  /** The group's view schema; with it, `?expand=<field>` answers the document instead of its id. */
  view?: TSchema;
}

/** One declared field; `T` is the type of its stored value. */
export interface ModelField<T = unknown> {
  kind: FieldKind;
  required: boolean;
  array: boolean;
  unique: boolean;
  indexed: boolean;
  maxLength?: number;
  /** The stored value of a document that lacks the field; see FieldOptions. */
  default?: unknown;
  values?: readonly string[];
  ref?: RefTarget;
  /** Only carries the stored type. */
  readonly stored?: T;
}

/** The stored value of a field of item type `T` under options `O`: a list, or nullable unless required. */
export type FieldValue<T, O> = O extends { array: true } ? T[] : O extends { required: true } ? T : T | null;

/** The longest `string`: what an index holds well, and any title or name needs. Longer texts are `text`. */
export const STRING_LENGTH = 200;
/** The longest `text` unless a field says otherwise. */
export const TEXT_LENGTH = 10000;
/** The longest e-mail address SMTP carries (RFC 5321). */
const EMAIL_LENGTH = 254;
/** What browsers and servers reliably take. */
const URL_LENGTH = 2048;

function make<T>(kind: FieldKind, options: FieldOptions = {}, extra: Partial<ModelField<T>> = {}): ModelField<T> {
  const maxLength =
    kind === "string"
      ? Math.min(options.maxLength ?? STRING_LENGTH, STRING_LENGTH)
      : kind === "text"
        ? (options.maxLength ?? TEXT_LENGTH)
        : kind === "email"
          ? EMAIL_LENGTH
          : kind === "url"
            ? URL_LENGTH
            : undefined;
  return {
    kind,
    required: options.required === true,
    array: options.array === true,
    unique: options.unique === true,
    indexed: options.indexed === true,
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(options.default === undefined ? {} : { default: options.default }),
    ...extra,
  };
}

/** The field declarations of a model, one function per kind. */
export const field = {
  string: <O extends FieldOptions>(options?: O) => make<FieldValue<string, O>>("string", options),
  text: <O extends FieldOptions>(options?: O) => make<FieldValue<string, O>>("text", options),
  integer: <O extends FieldOptions>(options?: O) => make<FieldValue<number, O>>("integer", options),
  number: <O extends FieldOptions>(options?: O) => make<FieldValue<number, O>>("number", options),
  boolean: <O extends FieldOptions>(options?: O) => make<FieldValue<boolean, O>>("boolean", options),
  /** A calendar date, `2026-11-28`, stored as that text. */
  date: <O extends FieldOptions>(options?: O) => make<FieldValue<string, O>>("date", options),
  /** An instant, sent and shown as ISO text, stored as a `Date`. */
  datetime: <O extends FieldOptions>(options?: O) => make<FieldValue<Date, O>>("datetime", options),
  /** Stored in lower case, so that filters and unique indexes see one address. */
  email: <O extends FieldOptions>(options?: O) => make<FieldValue<string, O>>("email", options),
  url: <O extends FieldOptions>(options?: O) => make<FieldValue<string, O>>("url", options),
  enum: <const V extends readonly string[], O extends FieldOptions>(values: V, options?: O) =>
    make<FieldValue<V[number], O>>("enum", options, { values }),
  /** The id of a document of another group; always indexed, as it is there to be looked up. */
  ref: <O extends FieldOptions>(target: RefTarget, options?: O) =>
    make<FieldValue<string, O>>("ref", options, { ref: target }),
};

/** Whether lists sort and filter by the field: through its index. */
export function isSortable(field: ModelField): boolean {
  return !field.array && (field.indexed || field.unique || field.kind === "ref");
}

/** One value in a request body, with what it must hold. */
export function bodyItemSchema(field: ModelField): TSchema {
  switch (field.kind) {
    case "string":
    case "text":
      return field.required && !field.array
        ? // Bodies are trimmed before the checks: a required text of spaces only is empty, which the pattern says.
          Type.String({ minLength: 1, maxLength: field.maxLength, ...nonBlankText })
        : Type.String({ maxLength: field.maxLength, ...storableText });
    case "email":
      return Type.String({ format: "email", maxLength: field.maxLength, ...emailText });
    case "url":
      // The uri format takes any scheme, `javascript:` too: a link to follow is http or https.
      return Type.String({
        format: "uri",
        pattern: "^https?://",
        "x-expected": "be an http:// or https:// link",
        maxLength: field.maxLength,
      });
    case "ref":
      // `x-ref` names where the documents it refers to are made, for readers (the contract test) that need one.
      return Type.String({
        minLength: 1,
        maxLength: 100,
        "x-ref": field.ref?.path,
        description: `The id of ${field.ref?.label ?? ""}`,
      });
    default:
      return viewItemSchema(field);
  }
}

/** One value in the view: its type and format, without the limits a body checks. */
export function viewItemSchema(field: ModelField): TSchema {
  switch (field.kind) {
    case "integer":
      return Type.Integer();
    case "number":
      return Type.Number();
    case "boolean":
      return Type.Boolean();
    case "date":
      return Type.String({ format: "date" });
    case "datetime":
      return Type.String({ format: "date-time" });
    case "email":
      return Type.String({ format: "email" });
    case "url":
      return Type.String({ format: "uri" });
    case "enum":
      return Type.Enum([...(field.values ?? [])]);
    default:
      return Type.String();
  }
}

/** The field in the view: a list, nullable unless required, or a reference that `?expand=` may answer as its document. */
export function viewSchema(name: string, field: ModelField): TSchema {
  const item = field.ref?.view
    ? Type.Union([Type.String(), field.ref.view], {
        description: `The id; the document itself with ?expand=${name}`,
      })
    : viewItemSchema(field);
  if (field.array) return Type.Array(item);
  return field.required ? item : Type.Union([item, Type.Null()]);
}

/** The field in a request body. */
export function bodySchema(field: ModelField): TSchema {
  const item = bodyItemSchema(field);
  return field.array ? Type.Array(item) : item;
}

/** How a list filters by the field (list-filters.ts), by its type. */
export function fieldFilter(field: ModelField): FieldFilter {
  switch (field.kind) {
    case "enum":
      return { type: "enum", values: field.values ?? [] };
    case "string":
    case "text":
    case "url":
      return { type: "text" };
    case "ref":
      return { type: "id" };
    default:
      return { type: field.kind };
  }
}

/**
 * The stored value of a body's value: datetimes travel as ISO text and are stored as `Date`; e-mail addresses
 * are stored in lower case. Every other type is stored as sent.
 */
export function storedValue(field: ModelField, value: unknown): unknown {
  const convert = (item: unknown): unknown =>
    field.kind === "datetime"
      ? new Date(item as string)
      : field.kind === "email"
        ? (item as string).toLowerCase()
        : item;
  return field.array ? (value as unknown[]).map(convert) : convert(value);
}

/**
 * The view's value of a stored value: datetimes as ISO text. A document stored before the field was added lacks it
 * and answers the field's default, else null or an empty list, never a value the view's schema refuses.
 */
export function viewValue(field: ModelField, value: unknown): unknown {
  const stored = value === undefined ? (field.default ?? (field.array ? [] : null)) : value;
  if (field.kind !== "datetime" || stored === null) return stored;
  return field.array ? (stored as Date[]).map((at) => at.toISOString()) : (stored as Date).toISOString();
}
