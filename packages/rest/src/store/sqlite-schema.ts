import { fieldSql, keySql, quote } from "./sqlite-names.js";
import type { Index } from "./store.js";

/** A collection's table: documents as JSON text, in insertion order (`seq`). */
export function tableStatement(collection: string): string {
  return `CREATE TABLE IF NOT EXISTS ${quote(collection)} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`;
}

/**
 * The name and CREATE statement of an index, as SQLite keeps them. SQLite never finds two missing values equal, so every
 * unique index is also sparse; the others index the sort key, after the field it is `within`. A sort index that covers
 * fields holds them after the sort key and the insertion order (the sort's last key), and SQLite then reads a filter on
 * them from the index instead of parsing each document: a page filtered on two fields costs what an unfiltered one does.
 */
export function indexStatement(
  collection: string,
  index: Index,
  indexedSql: (field: string) => string,
): [string, string] {
  const table = quote(collection);
  if (index.unique) {
    const indexName = `${collection}.${index.field}`;
    return [indexName, `CREATE UNIQUE INDEX ${quote(indexName)} ON ${table} (${fieldSql(index.field)})`];
  }
  const indexName = `${collection}.order(${index.within ? `${index.within},` : ""}${index.field})`;
  const tail = index.within || index.covers?.length ? ["seq", ...(index.covers ?? []).map(indexedSql)] : [];
  const columns = [...(index.within ? [indexedSql(index.within)] : []), keySql(index.field), ...tail];
  return [indexName, `CREATE INDEX ${quote(indexName)} ON ${table} (${columns.join(", ")})`];
}
