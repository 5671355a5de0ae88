import type { Field, FieldType } from "./field.js";

/** One field as the group's templates write it: its schemas, its stored type and how a value moves between them. */
export interface FieldCode extends Field {
  /** TypeBox schema of the field in a request body. */
  bodySchema: string;
  /** TypeBox schema of the field in the view. */
  viewSchema: string;
  /** TypeScript type of the stored value. */
  storedType: string;
  /** The stored value from a body named `body` where the field is present: `new Date(body.at)`. */
  fromBody: string;
  /** The stored value from a POST or PUT body named `body`, where an optional field may be missing. */
  fromFullBody: string;
  /** The view's value of the document the view function takes: `article.title`. */
  toView: string;
  /** Whether `q` searches it. */
  text: boolean;
  /** Whether `sort` may name it. */
  sortable: boolean;
  /** How a list filters by it (list-filters.ts in the project), where it is indexed. */
  filter?: { type: "text" | "number" | "boolean" | "datetime" };
}

const FILTER_TYPE = { string: "text", number: "number", boolean: "boolean", date: "datetime" } as const;

const BODY_SCHEMA: Record<FieldType, string> = {
  string: "Type.String()",
  number: "Type.Number()",
  boolean: "Type.Boolean()",
  date: 'Type.String({ format: "date-time" })',
};

const STORED_TYPE: Record<FieldType, string> = { string: "string", number: "number", boolean: "boolean", date: "Date" };

/**
 * Text longer than this is not sortable: sorting on it costs the most, and it is rarely an order anyone
 * wants (a title is, an article's content is not). `--max-length` sets the length of every text field.
 */
export const SORTABLE_TEXT_LENGTH = 200;

/** `maxLength` bounds text fields, each item of a text array included; `one` names the document a view is made of. */
export function fieldCode(field: Field, maxLength: number, one: string): FieldCode {
  const item = field.type === "string" ? stringSchema(field, maxLength) : BODY_SCHEMA[field.type];
  const viewItem = BODY_SCHEMA[field.type];
  const nullable = !field.required && !field.array;
  const sortable = !field.array && !(field.type === "string" && maxLength > SORTABLE_TEXT_LENGTH);
  return {
    ...field,
    bodySchema: field.array ? `Type.Array(${item})` : item,
    viewSchema: field.array
      ? `Type.Array(${viewItem})`
      : nullable
        ? `Type.Union([${viewItem}, Type.Null()])`
        : viewItem,
    storedType: `${STORED_TYPE[field.type]}${field.array ? "[]" : ""}${nullable ? " | null" : ""}`,
    fromBody: fromBody(field),
    fromFullBody: fromFullBody(field),
    toView: toView(field, `${one}.${field.name}`, nullable),
    text: field.type === "string",
    sortable,
    // Filters run on the sort's index, so a list filters by what it sorts by.
    ...(sortable ? { filter: { type: FILTER_TYPE[field.type] } } : {}),
  };
}

function stringSchema(field: Field, maxLength: number): string {
  return field.required && !field.array
    ? // Bodies are trimmed before the checks: a required text of spaces only is empty, which the pattern says.
      `Type.String({ minLength: 1, maxLength: ${maxLength}, pattern: "\\\\S" })`
    : `Type.String({ maxLength: ${maxLength} })`;
}

/** Dates travel as ISO text and are stored as `Date`; every other type is stored as sent. */
function fromBody(field: Field): string {
  const value = `body.${field.name}`;
  if (field.type !== "date") return value;
  return field.array ? `${value}.map((at) => new Date(at))` : `new Date(${value})`;
}

/** A PUT replaces every field: an optional one not sent is emptied, to null or to an empty list. */
function fromFullBody(field: Field): string {
  if (field.required) return fromBody(field);
  const value = `body.${field.name}`;
  if (field.type !== "date") return `${value} ?? ${field.array ? "[]" : "null"}`;
  return field.array
    ? `(${value} ?? []).map((at) => new Date(at))`
    : `${value} === undefined ? null : new Date(${value})`;
}

function toView(field: Field, value: string, nullable: boolean): string {
  if (field.type !== "date") return value;
  if (field.array) return `${value}.map((at) => at.toISOString())`;
  return nullable ? `${value}?.toISOString() ?? null` : `${value}.toISOString()`;
}
