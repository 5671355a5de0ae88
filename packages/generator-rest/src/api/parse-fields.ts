import { SettingError } from "../settings/setting-error.js";
import { FIELD_TYPES, type Field, type FieldType } from "./field.js";
import { parseIdentifier } from "./parse-identifier.js";

const parseName = parseIdentifier("fields");
const FIELD = /^([^:!]+?)\s*(?::\s*([a-z]+)(\[\])?)?\s*(!)?$/i;

/**
 * Reads `--fields "title:string!,tags:string[],notes"`: `name[:type][[]][!]`, where `!`
 * makes the field required and a bare name is an optional string. Names every bad entry
 * at once, one a line; a name is never changed (`bad name` is refused, not squashed).
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
  if (!match) throw new SettingError(`--fields: "${item}" is not name[:type][[]][!].`);
  const [, name = "", type = "string", array, required] = match;
  const lower = type.toLowerCase();
  if (!isFieldType(lower)) {
    throw new SettingError(
      `--fields: "${item}" has an unknown type; choose from ${FIELD_TYPES.join(", ")} (each may end with []).`,
    );
  }
  if (/\s/.test(name)) {
    throw new SettingError(
      `--fields: "${name.trim()}" holds a space; a field name is a letter then letters, digits or "_".`,
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
