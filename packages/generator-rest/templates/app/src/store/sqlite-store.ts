import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { sqliteCollection } from "./sqlite-collection.js";
import type { Store } from "./store.js";

/** The file of the embedded store inside the data directory. */
export const storeFile = "store.sqlite";

/**
 * The embedded store: SQLite, one table per collection, in `directory/store.sqlite`, or in
 * memory without a directory. Every write is committed to the write-ahead log before it is
 * answered, so a crash of the process loses nothing acknowledged.
 */
export function createSqliteStore(directory?: string): Store {
  let db: Database.Database | undefined;
  const open = (): Database.Database => {
    if (db) return db;
    if (directory) mkdirSync(directory, { recursive: true });
    db = new Database(directory ? join(directory, storeFile) : ":memory:");
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000");
    return db;
  };
  return {
    async collection<T extends object>(name: string, indexes = []) {
      return sqliteCollection<T>(open(), name, indexes);
    },
    async close() {
      db?.close();
      db = undefined;
    },
  };
}
