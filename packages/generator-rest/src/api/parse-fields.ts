import { SettingError } from "../settings/setting-error.js";
import { FIELD_TYPES, type Field, type FieldType } from "./field.js";
import { parseIdentifier } from "./parse-identifier.js";

const parseName = parseIdentifier("fields");
const FIELD = /^([^:!]+)(?::([a-z]+)(\[\])?)?(!)?$/i;

/**
 * Reads `--fields "title:string!,tags:string[],notes"`: `name[:type][[]][!]`, where `!`
 * makes the field required and a bare name is an optional string.
 */
export function parseFields(raw: unknown): Field[] {
  if (typeof raw !== "string") throw new SettingError(`--fields must be text, got ${JSON.stringify(raw)}.`);
  const fields = raw
    .split(",")
    .map((item) => item.replace(/\s+/g, ""))
    .filter((item) => item !== "")
    .map(parseField);
  const names = fields.map((field) => field.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new SettingError(`--fields: "${twice}" is given twice.`);
  return fields;
}

function parseField(item: string): Field {
  const [, name = "", type = "string", array, required] = FIELD.exec(item) ?? [];
  if (!FIELD.test(item)) throw new SettingError(`--fields: "${item}" is not name[:type][[]][!].`);
  const lower = type.toLowerCase();
  if (!isFieldType(lower)) {
    throw new SettingError(
      `--fields: "${item}" has an unknown type; choose from ${FIELD_TYPES.join(", ")} (each may end with []).`,
    );
  }
  return { name: parseName(name), type: lower, array: array !== undefined, required: required !== undefined };
}

function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** The option text of parsed fields, e.g. to offer them again as a default. */
export function formatFields(fields: readonly Field[]): string {
  return fields
    .map((field) => `${field.name}:${field.type}${field.array ? "[]" : ""}${field.required ? "!" : ""}`)
    .join(",");
}
