import type Database from "libsql";

/**
 * Runs `work` in a `BEGIN IMMEDIATE` transaction and commits it; when `work` or the commit fails, rolls back what is
 * left and throws that first error. libsql's own `transaction()` always runs ROLLBACK, and after some errors (a full
 * disk, an I/O error) SQLite has rolled back already: its ROLLBACK then fails with "cannot rollback - no transaction
 * is active", and that is all the caller would see.
 */
export function immediateTransaction<T>(db: Database.Database, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.open && db.inTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
