import { fieldPath } from "./store.js";

/** The SQL reading a field out of a row's document; indexes use the same text, so queries find them. */
export function fieldSql(field: string, doc = "doc"): string {
  return `(${doc} ->> '$.${fieldPath(field).join(".")}')`;
}

/**
 * A field as a sort key: a missing or null value as minus infinity, below every number and text, as
 * SQLite sorts NULL, but comparable, so a position in a sort is a plain row of values.
 */
export function keySql(field: string, doc = "doc"): string {
  return `ifnull(${fieldSql(field, doc)}, -9e999)`;
}

/** A table, index or trigger name as SQL, whatever characters the collection's name holds. */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
