import type { Field, FieldType } from "./field.js";
import { groupNames } from "./group-names.js";

/** One field as the group's templates write it: its schemas, its stored type and how a value moves between them. */
export interface FieldCode extends Field {
  /** The field's declaration in the group's model: `field.string({ required: true })`. */
  declaration: string;
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

const STORED_TYPE: Record<Exclude<FieldType, "enum">, string> = {
  string: "string",
  text: "string",
  integer: "number",
  number: "number",
  boolean: "boolean",
  date: "string",
  datetime: "Date",
  email: "string",
  url: "string",
  ref: "string",
};

/**
 * `maxLength` bounds `text` fields, and `string`s up to STRING_LENGTH; `one` names the document a
 * view is made of. A field is indexed when it is marked `@indexed` or `@unique`, and a reference always:
 * it is there to be looked up (`?article=<id>`).
 */
export function fieldCode(
  field: Field,
  maxLength: number,
  one: string,
  expandSchema?: string,
  refPath?: string,
): FieldCode {
  const length = textLength(field.type, maxLength);
  const item = bodyItem(field, length, refPath);
  const viewItem = expandSchema
    ? `Type.Union([Type.String(), ${expandSchema}], { description: "The id; the document itself with ?expand=${field.name}" })`
    : viewSchema(field);
  const nullable = !field.required && !field.array;
  const sortable = !field.array && (field.indexed === true || field.unique === true || field.type === "ref");
  const storedItem = field.values
    ? field.values.map((value) => JSON.stringify(value)).join(" | ")
    : STORED_TYPE[field.type as Exclude<FieldType, "enum">];
  return {
    ...field,
    declaration: declaration(field, length, expandSchema, refPath),
    bodySchema: field.array ? `Type.Array(${item})` : item,
    viewSchema: field.array
      ? `Type.Array(${viewItem})`
      : nullable
        ? `Type.Union([${viewItem}, Type.Null()])`
        : viewItem,
    storedType: field.array
      ? `${field.values ? `(${storedItem})` : storedItem}[]`
      : `${storedItem}${nullable ? " | null" : ""}`,
    fromBody: fromBody(field),
    fromFullBody: fromFullBody(field),
    toView: toView(field, `${one}.${field.name}`, nullable),
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

/** One value in a request body, with what it must hold. */
function bodyItem(field: Field, length: number | undefined, refPath?: string): string {
  switch (field.type) {
    case "string":
    case "text":
      return field.required && !field.array
        ? // Bodies are trimmed before the checks: a required text of spaces only is empty, which the pattern says.
          `Type.String({ minLength: 1, maxLength: ${length}, pattern: "\\\\S", "x-expected": "not be blank" })`
        : `Type.String({ maxLength: ${length} })`;
    case "email":
      return `Type.String({ format: "email", maxLength: ${length} })`;
    case "url":
      // The uri format takes any scheme, `javascript:` too: a link to follow is http or https.
      return `Type.String({ format: "uri", pattern: "^https?://", "x-expected": "be an http:// or https:// link", maxLength: ${length} })`;
    case "ref":
      // `x-ref` names where the documents it refers to are made, for readers (the contract test) that need one.
      return `Type.String({ minLength: 1, maxLength: 100, ${refPath ? `"x-ref": "/${refPath}", ` : ""}description: "The id of ${groupNames(field.ref ?? "").aLabel}" })`;
    default:
      return viewSchema(field);
  }
}

/** One value in the view: its type and format, without the limits a body checks. */
function viewSchema(field: Field): string {
  switch (field.type) {
    case "integer":
      return "Type.Integer()";
    case "number":
      return "Type.Number()";
    case "boolean":
      return "Type.Boolean()";
    case "date":
      return 'Type.String({ format: "date" })';
    case "datetime":
      return 'Type.String({ format: "date-time" })';
    case "email":
      return 'Type.String({ format: "email" })';
    case "url":
      return 'Type.String({ format: "uri" })';
    case "enum":
      return `Type.Enum(${JSON.stringify(field.values ?? [])})`;
    default:
      return "Type.String()";
  }
}

/**
 * Datetimes travel as ISO text and are stored as `Date`; e-mail addresses are stored in lower case, so
 * that `Ana@Example.com` and `ana@example.com` are one address to filters and unique indexes. Every
 * other type is stored as sent.
 */
function fromBody(field: Field): string {
  const value = `body.${field.name}`;
  const convert = itemConversion(field.type);
  if (!convert) return value;
  return field.array ? `${value}.map((item) => ${convert("item")})` : convert(value);
}

/** A PUT replaces every field: an optional one not sent is emptied, to null or to an empty list. */
function fromFullBody(field: Field): string {
  if (field.required) return fromBody(field);
  const value = `body.${field.name}`;
  const convert = itemConversion(field.type);
  if (field.array) return convert ? `(${value} ?? []).map((item) => ${convert("item")})` : `${value} ?? []`;
  return convert ? `${value} === undefined ? null : ${convert(value)}` : `${value} ?? null`;
}

function itemConversion(type: FieldType): ((value: string) => string) | undefined {
  if (type === "datetime") return (value) => `new Date(${value})`;
  if (type === "email") return (value) => `${value}.toLowerCase()`;
  return undefined;
}

function toView(field: Field, value: string, nullable: boolean): string {
  if (field.type !== "datetime") return value;
  if (field.array) return `${value}.map((at) => at.toISOString())`;
  return nullable ? `${value}?.toISOString() ?? null` : `${value}.toISOString()`;
}
