import type { Database } from "libsql";
import { fieldSql } from "./field-sql.js";
import type { Index } from "./store.js";
import { toStoredJson } from "./stored-json.js";

/** Drops the documents whose expiring date is past; a cheap range read of the index when none is. */
export function expiry(db: Database, table: string, indexes: Index[], removed: (seq: number) => void): () => void {
  const expiring = indexes.filter((index) => index.expireAfterSeconds !== undefined);
  if (expiring.length === 0) return () => {};
  return () => {
    for (const { field, expireAfterSeconds = 0 } of expiring) {
      const before = toStoredJson(new Date(Date.now() - expireAfterSeconds * 1000));
      // Only dates expire: the range starts at the stored form of the earliest date.
      const sql = `DELETE FROM ${table} WHERE ${fieldSql(field)} >= '{"$date":"' AND ${fieldSql(field)} < ? RETURNING seq`;
      for (const seq of db.prepare(sql).pluck().all(before)) removed(seq as number);
    }
  };
}
