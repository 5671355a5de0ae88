import { fieldPath } from "./store.js";

/** The SQL reading a field out of a row's document; indexes use the same text, so queries find them. */
export function fieldSql(field: string, doc = "doc"): string {
  return `(${doc} ->> '$.${fieldPath(field).join(".")}')`;
}

/** A table, index or trigger name as SQL, whatever characters the collection's name holds. */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
