import type { Field, FieldType } from "./field.js";
import { Code, jsLiteral } from "./js-literal.js";

/** One step of a migration as the file writes it, with the line above it saying why. */
export interface StepCode {
  /** The `@hostkit/rest/migrate` helper it calls, for the file's import. */
  helper: "fill" | "index" | "unique" | "dropIndex" | "dropUnique" | "convert" | "keep";
  call: string;
  why?: string;
  /** The field it is for. */
  field: string;
  /** What the step does to a field the group keeps, for the file's name (`retype-price`, `unique-sku`). */
  word: string;
}

/** What a group's new fields change in the documents already stored, as migration steps. */
export interface ModelChanges {
  steps: StepCode[];
  /** Short words of what changed (`add-stock`, `unique-sku`), for the file's name. */
  words: string[];
  /** Changes no step expresses, for the owner to write by hand in the migration. */
  unexpressed: string[];
}

const TEXT_TYPES: readonly FieldType[] = ["string", "text", "email", "url", "enum"];
const CONVERTIBLE: Partial<Record<FieldType, "number" | "integer" | "boolean">> = {
  number: "number",
  integer: "integer",
  boolean: "boolean",
};

/**
 * The steps that make stored documents fit `after` where they were written for `before`: values for fields that
 * gained a default and became required or new, conversions, indexes built and dropped, removed fields kept.
 */
export function modelChanges(before: readonly Field[], after: readonly Field[]): ModelChanges {
  const earlier = new Map(before.map((field) => [field.name, field]));
  const now = new Map(after.map((field) => [field.name, field]));
  const converts: StepCode[] = [];
  const fills: StepCode[] = [];
  const keeps: StepCode[] = [];
  const unexpressed: string[] = [];

  for (const field of after) {
    const old = earlier.get(field.name);
    // Text stays text: an enum's or an e-mail's checks apply to the values written from now on.
    const textBoth =
      old && !old.array && !field.array && TEXT_TYPES.includes(old.type) && TEXT_TYPES.includes(field.type);
    if (old && !textBoth && (old.type !== field.type || old.array !== field.array)) {
      const convert = conversion(old, field);
      if (convert) converts.push(convert);
      else {
        const what = `${field.name} changes from ${typeWords(old)} to ${typeWords(field)}`;
        unexpressed.push(what);
        keeps.push({
          helper: "keep",
          call: `keep(${JSON.stringify(field.name)})`,
          why: `${what}, which no step converts: its stored values stay as they are. Replace this line with the conversion, or with unset(${JSON.stringify(field.name)}) to drop them.`,
          word: `retype-${field.name}`,
          field: field.name,
        });
      }
    }
    const needsValue = !old || !old.required || old.type !== field.type;
    if (needsValue && field.default !== undefined) {
      fills.push({
        helper: "fill",
        call: `fill(${JSON.stringify(field.name)}, ${jsLiteral(storedDefault(field))})`,
        why: `Documents stored without ${field.name} hold ${jsLiteral(field.default)}.`,
        word: `require-${field.name}`,
        field: field.name,
      });
    }
  }
  for (const field of before) {
    if (now.has(field.name)) continue;
    keeps.push({
      helper: "keep",
      call: `keep(${JSON.stringify(field.name)})`,
      why: `${field.name} left the model: the API no longer reads or answers it, and its stored values stay. Replace this line with unset(${JSON.stringify(field.name)}) to delete them.`,
      word: `remove-${field.name}`,
      field: field.name,
    });
  }

  const [indexesBefore, indexesAfter] = [indexesOf(before), indexesOf(after)];
  const drops = [...indexesBefore.keys()].filter((key) => !indexesAfter.has(key)).map(dropOf);
  const builds = [...indexesAfter].filter(([key]) => !indexesBefore.has(key)).map(([, step]) => step);
  const steps = [...converts, ...fills, ...drops, ...builds, ...keeps];
  // Whatever a new field's or a removed one's steps do, the name says it was added or removed.
  const words = steps.map((step) =>
    !earlier.has(step.field) ? `add-${step.field}` : !now.has(step.field) ? `remove-${step.field}` : step.word,
  );
  // A field made unique gains its sort index too; the name says unique.
  const named = words.filter((word) => !(word.startsWith("index-") && words.includes(`unique-${word.slice(6)}`)));
  return { steps, words: [...new Set(named)], unexpressed };
}

/** The indexes the runtime's defineModel makes for these fields, by a key naming each, with the step building it. */
function indexesOf(fields: readonly Field[]): Map<string, StepCode> {
  const indexes = new Map<string, StepCode>();
  for (const field of fields) {
    const name = JSON.stringify(field.name);
    if (isSortable(field)) {
      indexes.set(`index ${field.name}`, {
        helper: "index",
        call: `index(${name})`,
        why: `Lists sort and filter by ${field.name} through this index.`,
        word: `index-${field.name}`,
        field: field.name,
      });
    }
    if (field.unique) {
      indexes.set(`unique ${field.name}`, {
        helper: "unique",
        call: `unique(${name})`,
        why: `Refused, naming the values, while stored documents share a ${field.name}; a second one then answers 409.`,
        word: `unique-${field.name}`,
        field: field.name,
      });
    }
    if (field.type === "ref") {
      indexes.set(`within ${field.name}`, {
        helper: "index",
        call: `index("createdAt", { within: ${name} })`,
        why: `A list of the documents naming one ${field.name}, newest first, reads only theirs.`,
        word: `index-${field.name}`,
        field: field.name,
      });
    }
  }
  return indexes;
}

function dropOf(key: string): StepCode {
  const [kind, field] = key.split(" ") as [string, string];
  const name = JSON.stringify(field);
  if (kind === "unique")
    return { helper: "dropUnique", call: `dropUnique(${name})`, field, word: `not-unique-${field}` };
  if (kind === "within") {
    return {
      helper: "dropIndex",
      call: `dropIndex("createdAt", { within: ${name} })`,
      field,
      word: `unindex-${field}`,
    };
  }
  return { helper: "dropIndex", call: `dropIndex(${name})`, field, word: `unindex-${field}` };
}

/** As the runtime's isSortable: a single value a list sorts by, through its index. */
function isSortable(field: Field): boolean {
  return !field.array && (field.indexed === true || field.unique === true || field.type === "ref");
}

function conversion(old: Field, field: Field): StepCode | undefined {
  if (old.array || field.array || !convertible(old.type)) return undefined;
  const to = TEXT_TYPES.includes(field.type) ? "string" : CONVERTIBLE[field.type];
  if (!to) return undefined;
  return {
    helper: "convert",
    call: `convert(${JSON.stringify(field.name)}, "${to}")`,
    why: `${field.name} held ${typeWords(old)} values, which become ${to === "string" ? "text" : `${to}s`}; a value that does not convert stops the migration before any change, named.`,
    word: `retype-${field.name}`,
    field: field.name,
  };
}

function convertible(type: FieldType): boolean {
  return TEXT_TYPES.includes(type) || type in CONVERTIBLE;
}

function typeWords(field: Field): string {
  return `${field.type}${field.array ? "[]" : ""}`;
}

/** The default as the store keeps it: a datetime as a Date, an e-mail address in lower case. */
function storedDefault(field: Field): unknown {
  if (field.type === "datetime") return new Code(`new Date(${JSON.stringify(field.default)})`);
  if (field.type === "email" && typeof field.default === "string") return field.default.toLowerCase();
  return field.default;
}
