import type { Field, FieldType } from "./field.js";

/** The code and test values of one field, as the group's templates write them. */
export interface FieldCode extends Field {
  /** TypeBox schema of the field in a request body. */
  bodySchema: string;
  /** TypeBox schema of the field in the view. */
  viewSchema: string;
  /** TypeScript type of the stored value. */
  storedType: string;
  /** The stored value from a body where the field is present: `body.title`. */
  fromBody: (body: string) => string;
  /** The stored value from a POST or PUT body, where an optional field may be missing. */
  fromFullBody: (body: string) => string;
  /** The view's value from a stored document: `article.title`. */
  toView: (document: string) => string;
  /** Whether `q` searches it. */
  text: boolean;
  /** Whether `sort` may name it. */
  sortable: boolean;
  /** What a missing optional field is stored and shown as. */
  empty: "null" | "[]";
}

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

/** `maxLength` bounds text fields, each item of a text array included. */
export function fieldCode(field: Field, maxLength: number): FieldCode {
  const item = field.type === "string" ? stringSchema(field, maxLength) : BODY_SCHEMA[field.type];
  const viewItem = field.type === "date" ? BODY_SCHEMA.date : BODY_SCHEMA[field.type];
  const nullable = !field.required && !field.array;
  const empty = field.array ? "[]" : "null";
  const fromBody = (body: string): string => convert(field, `${body}.${field.name}`);
  return {
    ...field,
    bodySchema: field.array ? `Type.Array(${item})` : item,
    viewSchema: field.array
      ? `Type.Array(${viewItem})`
      : nullable
        ? `Type.Union([${viewItem}, Type.Null()])`
        : viewItem,
    storedType: `${STORED_TYPE[field.type]}${field.array ? "[]" : ""}${nullable ? " | null" : ""}`,
    fromBody,
    fromFullBody: (body) => {
      if (field.required) return fromBody(body);
      const value = `${body}.${field.name}`;
      if (field.type !== "date") return `${value} ?? ${empty}`;
      return field.array
        ? `(${value} ?? []).map((at) => new Date(at))`
        : `${value} === undefined ? null : new Date(${value})`;
    },
    toView: (document) => {
      const value = `${document}.${field.name}`;
      if (field.type !== "date") return value;
      if (field.array) return `${value}.map((at) => at.toISOString())`;
      return nullable ? `${value}?.toISOString() ?? null` : `${value}.toISOString()`;
    },
    text: field.type === "string",
    sortable: !field.array && !(field.type === "string" && maxLength > SORTABLE_TEXT_LENGTH),
    empty,
  };
}

function stringSchema(field: Field, maxLength: number): string {
  return field.required && !field.array
    ? // Bodies are trimmed before the checks: a required text of spaces only is empty, which the pattern says.
      `Type.String({ minLength: 1, maxLength: ${maxLength}, pattern: "\\\\S" })`
    : `Type.String({ maxLength: ${maxLength} })`;
}

function convert(field: Field, value: string): string {
  if (field.type !== "date") return value;
  return field.array ? `${value}.map((at) => new Date(at))` : `new Date(${value})`;
}
