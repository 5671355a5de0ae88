/** The value types a field of a group can hold. */
export const FIELD_TYPES = ["string", "number", "boolean", "date"] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** One field of a group, as written in `--fields "tags:string[]"` (`!` makes it required). */
export interface Field {
  name: string;
  type: FieldType;
  array: boolean;
  required: boolean;
}
