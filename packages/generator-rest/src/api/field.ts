/**
 * The value types a field of a group can hold: short `string`s a list can sort on, long `text`, whole
 * `integer`s and any `number`, `boolean`, a calendar `date` and a `datetime`, `email` and `url`,
 * `enum(a|b)` for one of some words, and `ref(group)` for the id of a document of another group.
 */
export const FIELD_TYPES = [
  "string",
  "text",
  "integer",
  "number",
  "boolean",
  "date",
  "datetime",
  "email",
  "url",
  "enum",
  "ref",
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** What may follow a field's type: `@unique` refuses a second document with the same value, `@indexed` lets lists sort and filter by it. */
export const FIELD_MODIFIERS = ["unique", "indexed"] as const;

/** One field of a group, as written in `--fields "status:enum(draft|published)!@indexed"` (`!` makes it required). */
export interface Field {
  name: string;
  type: FieldType;
  array: boolean;
  required: boolean;
  /** A second document with the same value answers 409; absent in groups generated before modifiers existed. */
  unique?: boolean;
  /** Lists sort and filter by it, through its index. */
  indexed?: boolean;
  /** The words of an `enum`. */
  values?: string[];
  /** The group a `ref` names, by its name (`article`), or `user` for the project's users. */
  ref?: string;
  /**
   * `=value`: what documents stored before the field existed hold for it, as the body would send it. A field added
   * as required to a group that holds documents needs one.
   */
  default?: string | number | boolean;
}
