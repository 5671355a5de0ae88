import type { Field, FieldType } from "./field.js";
import { groupNames } from "./group-names.js";

/**
 * One field as the group's templates write it: its declaration in the model, from which the runtime derives its
 * schemas and stored type, and what the generator's own plans (tests, lists) read of it.
 */
export interface FieldCode extends Field {
  /** The field's declaration in the group's model: `field.string({ required: true })`. */
  declaration: string;
  /** Whether `q` searches it. */
  text: boolean;
  /** Whether it is indexed, so that `sort` may name it and lists filter by it. */
  sortable: boolean;
  /** The most characters a value (or an item of a list) holds, for text types. */
  maxLength?: number;
  /** How a list filters by it (list-filters.ts in the project), where it is indexed. */
  filter?: { type: string; values?: string[] };
}

/** The longest `string`: what an index holds well, and any title or name needs. Longer texts are `text`. */
export const STRING_LENGTH = 200;
/** The longest `text` a model takes unless its field says otherwise. */
const TEXT_LENGTH = 10_000;
/** The longest e-mail address SMTP carries (RFC 5321). */
const EMAIL_LENGTH = 254;
/** What browsers and servers reliably take. */
const URL_LENGTH = 2048;

/** The filter type of list-filters.ts in the project, by field type. */
const FILTER_TYPE: Record<FieldType, string> = {
  string: "text",
  text: "text",
  integer: "integer",
  number: "number",
  boolean: "boolean",
  date: "date",
  datetime: "datetime",
  email: "email",
  url: "text",
  enum: "enum",
  ref: "id",
};

/**
 * `maxLength` bounds `text` fields, and `string`s up to STRING_LENGTH. A field is indexed when it is marked `@indexed` or `@unique`, and a reference always:
 * it is there to be looked up (`?article=<id>`).
 */
export function fieldCode(field: Field, maxLength: number, expandSchema?: string, refPath?: string): FieldCode {
  const length = textLength(field.type, maxLength);
  const sortable = !field.array && (field.indexed === true || field.unique === true || field.type === "ref");
  return {
    ...field,
    declaration: declaration(field, length, expandSchema, refPath),
    text: field.type === "string" || field.type === "text",
    sortable,
    ...(length === undefined ? {} : { maxLength: length }),
    // Filters run on the sort's index, so a list filters by what it sorts by.
    ...(sortable
      ? { filter: { type: FILTER_TYPE[field.type], ...(field.values ? { values: field.values } : {}) } }
      : {}),
  };
}

/** The model's `field.<kind>(...)` call; a text length is written only where it is not the kind's own default. */
function declaration(field: Field, length: number | undefined, expandSchema?: string, refPath?: string): string {
  const defaultLength = field.type === "string" ? STRING_LENGTH : field.type === "text" ? TEXT_LENGTH : length;
  const options = [
    field.required && "required: true",
    field.array && "array: true",
    field.unique && "unique: true",
    field.indexed && "indexed: true",
    length !== defaultLength && `maxLength: ${length}`,
    field.default !== undefined &&
      `default: ${field.type === "datetime" ? `new Date(${JSON.stringify(field.default)})` : JSON.stringify(field.default)}`,
  ].filter((option) => typeof option === "string");
  const optionsCode = options.length > 0 ? `{ ${options.join(", ")} }` : "";
  if (field.type === "enum") {
    return `field.enum(${JSON.stringify(field.values ?? [])}${optionsCode ? `, ${optionsCode}` : ""})`;
  }
  if (field.type === "ref") {
    const target = [
      refPath ? `path: "/${refPath}"` : undefined,
      `label: "${groupNames(field.ref ?? "").aLabel}"`,
      expandSchema ? `view: ${expandSchema}` : undefined,
    ].filter((part) => part !== undefined);
    return `field.ref({ ${target.join(", ")} }${optionsCode ? `, ${optionsCode}` : ""})`;
  }
  return `field.${field.type}(${optionsCode})`;
}

function textLength(type: FieldType, maxLength: number): number | undefined {
  if (type === "string") return Math.min(maxLength, STRING_LENGTH);
  if (type === "text") return maxLength;
  if (type === "email") return EMAIL_LENGTH;
  if (type === "url") return URL_LENGTH;
  return undefined;
}
