import { SettingError } from "../settings/setting-error.js";
import { FIELD_MODIFIERS, FIELD_TYPES, type Field, type FieldType } from "./field.js";
import { parseIdentifier } from "./parse-identifier.js";

const parseName = parseIdentifier("fields");
const FIELD =
  /^([^:!@=]+?)\s*(?::\s*([a-z]+)\s*(?:\(([^)]*)\))?\s*(\[\])?)?\s*(!)?\s*(?:=\s*((?:[^@]|@(?!\s*(?:unique|indexed)\s*(?:@|$)))*?)\s*)?((?:@\s*[a-z]+\s*)*)$/i;
/** Words an enum may hold: they travel in query strings and become TypeScript literals. */
const ENUM_VALUE = /^[A-Za-z0-9][\w.-]*$/;
const GROUP_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Parameters of every list: an indexed field filters under its own name, which must not be one of them. */
export const LIST_PARAMETERS = ["q", "page", "limit", "sort", "fields", "after", "before", "expand", "total"];
/** Types a list of values makes sense for: a list of long texts or of references does not. */
const NO_ARRAY: readonly FieldType[] = ["text", "ref"];

/**
 * Reads `--fields "title:string!@unique,status:enum(draft|published)@indexed,article:ref(article)"`:
 * `name[:type][[]][!][=value][@unique][@indexed]`, where `!` makes the field required, `=value` is what documents
 * stored before the field existed hold for it, and a bare name is an optional string. Names every bad entry at once, one a line; a name is never changed (`bad name` is
 * refused, not squashed).
 */
export function parseFields(raw: unknown): Field[] {
  if (typeof raw !== "string") throw new SettingError(`--fields must be text, got ${JSON.stringify(raw)}.`);
  const problems: string[] = [];
  const fields: Field[] = [];
  for (const item of raw.split(",").map((entry) => entry.trim())) {
    if (item === "") continue;
    try {
      fields.push(parseField(item));
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
    }
  }
  const names = fields.map((field) => field.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  problems.push(...[...new Set(twice)].map((name) => `--fields: "${name}" is given twice.`));
  if (problems.length > 0) throw new SettingError(problems.join("\n"));
  return fields;
}

function parseField(item: string): Field {
  const match = FIELD.exec(item);
  if (!match) throw new SettingError(`--fields: "${item}" is not name[:type][[]][!][=value][@unique][@indexed].`);
  const [, name = "", type = "string", argument, array, required, value, modifiers = ""] = match;
  const lower = type.toLowerCase();
  if (!isFieldType(lower)) {
    throw new SettingError(
      `--fields: "${item}" has an unknown type; choose from string, text, integer, number, boolean, date, datetime, ` +
        "email, url, enum(a|b), ref(group) (most may end with []).",
    );
  }
  if (/\s/.test(name)) {
    throw new SettingError(
      `--fields: "${name.trim()}" holds a space; a field name is a letter then letters, digits or "_".`,
    );
  }
  const field: Field = {
    name: parseName(name),
    type: lower,
    array: array !== undefined,
    required: required !== undefined,
    ...typeArgument(item, lower, argument),
    ...parseModifiers(item, modifiers),
  };
  if (value !== undefined) field.default = parseDefault(item, field, value);
  return checkCombination(item, field);
}

/** `=value` as the field's body would take it: the literal the model declares as its default. */
function parseDefault(item: string, field: Field, text: string): string | number | boolean {
  const refuse = (what: string) => new SettingError(`--fields: "${item}": the value after = ${what}.`);
  if (field.array || field.type === "ref")
    throw refuse("is for a single value: a list starts empty, a reference has none");
  switch (field.type) {
    case "integer":
    case "number": {
      const number = Number(text);
      if (text === "" || !Number.isFinite(number) || (field.type === "integer" && !Number.isInteger(number))) {
        throw refuse(`must be ${field.type === "integer" ? "a whole number" : "a number"}`);
      }
      return number;
    }
    case "boolean":
      if (text !== "true" && text !== "false") throw refuse("must be true or false");
      return text === "true";
    case "date":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text)))
        throw refuse("must be a date, 2026-01-31");
      return text;
    case "datetime":
      if (Number.isNaN(Date.parse(text))) throw refuse("must be an ISO 8601 date-time, 2026-01-31T12:00:00Z");
      return new Date(text).toISOString();
    case "enum":
      if (!field.values?.includes(text)) throw refuse(`must be one of ${field.values?.join(", ") ?? ""}`);
      return text;
    case "email":
      if (!/^[^\s@]+@[^\s@]+$/.test(text)) throw refuse("must be an e-mail address");
      return text.toLowerCase();
    case "url":
      if (!/^https?:\/\/\S+$/.test(text)) throw refuse("must be an http:// or https:// link");
      return text;
    default:
      if (field.required && text === "") throw refuse("must not be empty: the field is required");
      return text;
  }
}

/** The words of `enum(a|b)` and the group of `ref(group)`; no other type takes one. */
function typeArgument(item: string, type: FieldType, argument: string | undefined): Pick<Field, "values" | "ref"> {
  if (type === "enum") {
    const values = (argument ?? "").split("|").map((value) => value.trim());
    const bad = values.filter((value) => !ENUM_VALUE.test(value));
    if (argument === undefined || bad.length > 0) {
      throw new SettingError(
        `--fields: "${item}" needs its words, e.g. enum(draft|published): each a letter or digit, then letters, digits, "_", "-" or ".".`,
      );
    }
    if (new Set(values).size !== values.length) throw new SettingError(`--fields: "${item}" names a word twice.`);
    return { values };
  }
  if (type === "ref") {
    const ref = argument?.trim() ?? "";
    if (!GROUP_NAME.test(ref)) {
      throw new SettingError(
        `--fields: "${item}" needs the group it names, e.g. ref(article), or ref(user) for a user.`,
      );
    }
    return { ref };
  }
  if (argument !== undefined)
    throw new SettingError(`--fields: "${item}": only enum(...) and ref(...) take words in brackets.`);
  return {};
}

function parseModifiers(item: string, text: string): Pick<Field, "unique" | "indexed"> {
  const words = text
    .split("@")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
  const unknown = words.filter((word) => !(FIELD_MODIFIERS as readonly string[]).includes(word));
  if (unknown.length > 0) {
    throw new SettingError(
      `--fields: "${item}" has an unknown modifier @${unknown[0]}; choose from @unique, @indexed.`,
    );
  }
  return {
    ...(words.includes("unique") ? { unique: true } : {}),
    ...(words.includes("indexed") ? { indexed: true } : {}),
  };
}

/** What the parts of a field cannot be together, said with what to do instead. */
function checkCombination(item: string, field: Field): Field {
  if (field.array && NO_ARRAY.includes(field.type)) {
    throw new SettingError(
      field.type === "text"
        ? `--fields: "${item}": a text is one long text; use string[] for a list of short texts.`
        : `--fields: "${item}": a reference names one document; a list of them is not supported.`,
    );
  }
  const modifier = field.unique ? "@unique" : field.indexed ? "@indexed" : undefined;
  if (modifier && field.array) {
    throw new SettingError(`--fields: "${item}": a list of values cannot be ${modifier}; only a single value can.`);
  }
  if (modifier && field.type === "text") {
    throw new SettingError(
      `--fields: "${item}": a text is too long to index, and q searches it; use string (up to 200 characters) to sort and filter on it.`,
    );
  }
  if ((modifier || field.type === "ref") && LIST_PARAMETERS.includes(field.name)) {
    throw new SettingError(
      `--fields: "${item}": lists filter by an indexed field under its name, and ${field.name} is a parameter of every list; choose another name.`,
    );
  }
  if (field.unique && (field.type === "boolean" || field.type === "enum" || field.type === "ref")) {
    throw new SettingError(
      field.type === "ref"
        ? `--fields: "${item}": a unique reference is not supported; a reference is indexed already, so use @indexed or leave it out.`
        : `--fields: "${item}": a ${field.type} holds a few values, so @unique would allow that few documents; use @indexed.`,
    );
  }
  return field;
}

function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** The option text of parsed fields, e.g. to offer them again as a default. */
export function formatFields(fields: readonly Field[]): string {
  return fields.map(formatField).join(",");
}

function formatField(field: Field): string {
  const argument = field.values ? `(${field.values.join("|")})` : field.ref ? `(${field.ref})` : "";
  const modifiers = `${field.unique ? "@unique" : ""}${field.indexed ? "@indexed" : ""}`;
  const value = field.default === undefined ? "" : `=${String(field.default)}`;
  return `${field.name}:${field.type}${argument}${field.array ? "[]" : ""}${field.required ? "!" : ""}${value}${modifiers}`;
}
