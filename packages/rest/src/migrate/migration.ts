import { createHash } from "node:crypto";
import { toStoredJson } from "../store/stored-json.js";
import type { Index } from "../store/store.js";

/**
 * One change a migration makes to the documents of its collection, or to their indexes. Each is safe to run again:
 * a migration cut short by a failure is finished by the next `npm run migrate`.
 */
export type MigrationStep =
  /** Gives `value` to every document that has no value for `field` (missing or null), in batches. */
  | { fill: string; value: unknown }
  /** Builds an index; a unique one only once no two documents share a value (checked before any step runs). */
  | { index: Index }
  | { dropIndex: Index }
  /** Removes a field's value from every document: the data is gone, so the generator writes it only when asked to. */
  | { unset: string }
  /**
   * Leaves a field the model no longer has in the stored documents: the API stops reading and answering it, and the
   * data stays for a later migration to move or `unset`.
   */
  | { keep: string }
  /** Converts each stored value of a field to the type; a value that cannot be converted stops the migration first. */
  | { convert: string; to: ConvertibleType };

/** The types `convert` makes: text from numbers and booleans, numbers from their text. */
export type ConvertibleType = "string" | "number" | "integer" | "boolean";

/** A migration as its file declares it, with its name (the file's, without the extension) added when it is read. */
export interface Migration {
  collection: string;
  steps: MigrationStep[];
}

export interface NamedMigration extends Migration {
  name: string;
  /** Of the collection and the steps, not of the file's text: the TypeScript file and its build count as the same. */
  checksum: string;
}

/** What a migration file exports by default: the steps it takes on one collection, in order. */
export function migration(collection: string, steps: MigrationStep[]): Migration {
  return { collection, steps };
}

export const fill = (field: string, value: unknown): MigrationStep => ({ fill: field, value });
/** The sort index of a field; `within` a reference, the index of one referenced document's list in that order. */
export const index = (field: string, options: { within?: string } = {}): MigrationStep => ({
  index: options.within ? { field, within: options.within } : { field },
});
export const unique = (field: string): MigrationStep => ({ index: { field, unique: true } });
export const dropIndex = (field: string, options: { within?: string } = {}): MigrationStep => ({
  dropIndex: options.within ? { field, within: options.within } : { field },
});
export const dropUnique = (field: string): MigrationStep => ({ dropIndex: { field, unique: true } });
export const keep = (field: string): MigrationStep => ({ keep: field });
export const unset = (field: string): MigrationStep => ({ unset: field });
export const convert = (field: string, to: ConvertibleType): MigrationStep => ({ convert: field, to });

export function named(name: string, { collection, steps }: Migration): NamedMigration {
  const checksum = createHash("sha256").update(toStoredJson({ collection, steps })).digest("hex").slice(0, 16);
  return { name, collection, steps, checksum };
}

/** A step as a line of `--status` and of the log. */
export function describeStep(step: MigrationStep): string {
  if ("fill" in step) return `fill ${step.fill} with ${toStoredJson(step.value)} where missing`;
  if ("index" in step) return indexWords(step.index);
  if ("dropIndex" in step) return `drop the ${indexWords(step.dropIndex)}`;
  if ("unset" in step) return `remove ${step.unset} from every document`;
  if ("keep" in step) return `keep the stored values of ${step.keep}`;
  return `convert ${step.convert} to ${step.to}`;
}

function indexWords({ field, unique, within }: Index): string {
  return `${unique ? "unique index" : "index"} on ${within ? `${within}, ` : ""}${field}`;
}
