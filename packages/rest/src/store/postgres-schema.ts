import { fieldPath, type Index } from "./store.js";

/** A collection's table: documents as `jsonb`, in insertion order (`seq`). */
export function tableStatement(collection: string): string {
  return `CREATE TABLE IF NOT EXISTS ${quote(collection)} (seq bigserial PRIMARY KEY, id text NOT NULL UNIQUE, doc jsonb NOT NULL)`;
}

/**
 * The name and CREATE statement of an index. Missing values are never equal in a unique index, so every unique index
 * is also sparse, as on SQLite; the others index the sort key after the field they are `within`, then the insertion
 * order.
 */
export function indexStatement(
  collection: string,
  index: Index,
  indexedSql: (field: string) => string = keySql,
): { name: string; statement: string } {
  const table = quote(collection);
  if (index.unique) {
    const name = indexName(collection, index.field);
    return {
      name,
      statement: `CREATE UNIQUE INDEX IF NOT EXISTS ${quote(name)} ON ${table} (${fieldSql(index.field)})`,
    };
  }
  const within = index.within ? [index.within] : [];
  const columns = [...within.map(indexedSql), keySql(index.field), "seq"].join(", ");
  const name = indexName(collection, `order(${[...within, index.field].join(",")})`);
  return { name, statement: `CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${table} (${columns})` };
}

/** A field of the document as `jsonb` (`#>`), or as text (`#>>`); indexes use the same text, so queries find them. */
export function fieldSql(field: string, operator = "#>"): string {
  return `(doc ${operator} '{${fieldPath(field).join(",")}}')`;
}

/**
 * A field as a sort key: a missing value as JSON's null, which sorts below every other, so missing and null
 * values come first, as MongoDB and SQLite sort them, and a position in a sort is a plain row of values.
 */
export function keySql(field: string): string {
  return `coalesce(${fieldSql(field)}, 'null')`;
}

/** PostgreSQL keeps the first 63 bytes of a name, and reports a broken index under that name. */
export function indexName(table: string, field: string): string {
  return Buffer.from(`${table}.${field}`).subarray(0, 63).toString();
}

export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
