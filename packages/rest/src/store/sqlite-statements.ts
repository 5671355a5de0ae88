import type Database from "libsql";

/**
 * `db.prepare` for reads, keeping each statement by its SQL text. A list's query takes a few shapes
 * (its filters, sort and page), and compiling one costs about what running it for a page does, so each
 * is compiled once rather than at every request. Writes are prepared each time: a kept UPDATE that
 * stopped at a unique index's error answered that error again at its next run. SQLite compiles a kept statement again by itself
 * when the schema changes. Past `size` texts the least recently used goes: some texts hold values
 * (a rare word's row ids) and would otherwise pile up.
 */
export function sqliteStatements(db: Database.Database, size = 200): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    // A Map keeps insertion order: set again, the statement becomes the newest, and the first key is the oldest.
    statements.delete(sql);
    statements.set(sql, statement);
    if (statements.size > size) statements.delete(statements.keys().next().value as string);
    return statement;
  };
}
