import type Database from "libsql";
import { appliedMigrationsTable, batchSize, type Migrator } from "../migrate/migrator.js";
import type { ConvertibleType } from "../migrate/migration.js";
import { fieldSql, keySql, quote } from "./sqlite-names.js";
import { indexStatement, tableStatement } from "./sqlite-schema.js";
import { fieldPath } from "./store.js";
import { toStoredJson } from "./stored-json.js";

/** How long a second process waits for the first one's migration: as long as a large backfill may take. */
const migrationBusyTimeoutMs = 600_000;

/**
 * Migrations on the embedded store. Each runs in one `BEGIN IMMEDIATE` transaction, which takes the file's write lock:
 * a second process waits for the first one's migration and then finds it recorded, and a migration that fails leaves
 * nothing of itself. The write-ahead log lets the API go on reading meanwhile; its writes wait.
 */
export function sqliteMigrator(db: Database.Database): Migrator {
  const records = quote(appliedMigrationsTable);
  const ensureRecords = () =>
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${records} (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`,
    );
  /** Changes the documents matching `where` in batches walking the table's order, so each statement stays short. */
  const batched = (collection: string, set: string, where: string, params: unknown[] = []): number => {
    const table = quote(collection);
    const update = db.prepare(
      `UPDATE ${table} SET doc = ${set} WHERE seq IN (SELECT seq FROM ${table} WHERE seq > ? ORDER BY seq LIMIT ${batchSize}) AND ${where}`,
    );
    const last = db.prepare(
      `SELECT max(seq) AS seq FROM (SELECT seq FROM ${table} WHERE seq > ? ORDER BY seq LIMIT ${batchSize})`,
    );
    let changed = 0;
    for (let from = 0; ;) {
      const to = (last.get(from) as { seq: number | null }).seq;
      if (to === null) return changed;
      changed += update.run(...params, from).changes;
      from = to;
    }
  };
  const path = (field: string) => `'$.${fieldPath(field).join(".")}'`;
  const type = (field: string) => `json_type(doc, ${path(field)})`;
  return {
    async exclusive(work) {
      const busy = db.pragma("busy_timeout", { simple: true }) as number;
      db.pragma(`busy_timeout = ${migrationBusyTimeoutMs}`);
      try {
        db.exec("BEGIN IMMEDIATE");
      } finally {
        db.pragma(`busy_timeout = ${busy}`);
      }
      try {
        const result = await work();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    async applied() {
      ensureRecords();
      const rows = db.prepare(`SELECT name, checksum, applied_at FROM ${records} ORDER BY name`).all() as {
        name: string;
        checksum: string;
        applied_at: string;
      }[];
      return rows.map((row) => ({ name: row.name, checksum: row.checksum, appliedAt: new Date(row.applied_at) }));
    },
    async record(name, checksum) {
      ensureRecords();
      db.prepare(`INSERT INTO ${records} (name, checksum, applied_at) VALUES (?, ?, ?)`).run(
        name,
        checksum,
        new Date().toISOString(),
      );
    },
    async ensureCollection(collection) {
      db.exec(tableStatement(collection));
    },
    async fill(collection, field, value) {
      return batched(collection, `json_set(doc, ${path(field)}, json(?))`, `ifnull(${type(field)}, 'null') = 'null'`, [
        toStoredJson(value),
      ]);
    },
    async unset(collection, field) {
      return batched(collection, `json_remove(doc, ${path(field)})`, `${type(field)} IS NOT NULL`);
    },
    async unconvertible(collection, field, to) {
      const rows = db
        .prepare(
          `SELECT DISTINCT json_extract(doc, ${path(field)}) AS value, ${type(field)} AS type FROM ${quote(collection)}
           WHERE ${type(field)} IS NOT NULL AND ${type(field)} != 'null' AND NOT (${fits(to, type(field), fieldSql(field))}) LIMIT 10`,
        )
        .all() as { value: unknown; type: string }[];
      return rows.map((row) => (row.type === "text" ? JSON.stringify(row.value) : String(row.value)));
    },
    async convert(collection, field, to) {
      const [value, sqlType] = [fieldSql(field), type(field)];
      const converted =
        to === "string"
          ? `json_quote(CASE ${sqlType} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' ELSE CAST(${value} AS TEXT) END)`
          : to === "boolean"
            ? `json(CASE WHEN lower(trim(${value})) IN ('true', '1') OR ${sqlType} = 'true' THEN 'true' ELSE 'false' END)`
            : `json(trim(${value}))`;
      const needed =
        to === "string"
          ? `${sqlType} != 'text'`
          : to === "boolean"
            ? `${sqlType} NOT IN ('true', 'false')`
            : `${sqlType} = 'text'`;
      return batched(
        collection,
        `json_set(doc, ${path(field)}, ${converted})`,
        `${sqlType} IS NOT NULL AND ${sqlType} != 'null' AND ${needed}`,
      );
    },
    async duplicates(collection, field) {
      const rows = db
        .prepare(
          `SELECT json_quote(${fieldSql(field)}) AS value, count(*) AS count FROM ${quote(collection)}
           WHERE ${fieldSql(field)} IS NOT NULL GROUP BY ${fieldSql(field)} HAVING count(*) > 1
           ORDER BY count(*) DESC, value LIMIT 10`,
        )
        .all() as { value: string; count: number }[];
      return rows.map((row) => ({ value: row.value, count: row.count }));
    },
    async createIndex(collection, index) {
      const [, statement] = indexStatement(collection, index, keySql);
      db.exec(statement.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS "));
      db.exec(`ANALYZE ${quote(collection)}`);
    },
    async dropIndex(collection, index) {
      const [name] = indexStatement(collection, index, keySql);
      db.exec(`DROP INDEX IF EXISTS ${quote(name)}`);
    },
  };
}

/** Whether a stored value of the JSON type `type` converts to `to`. */
function fits(to: ConvertibleType, type: string, value: string): string {
  const numericText = `(${type} = 'text' AND json_valid(trim(${value})) AND json_type(trim(${value})) IN (${to === "integer" ? "'integer'" : "'integer', 'real'"}))`;
  switch (to) {
    case "string":
      return `${type} IN ('text', 'integer', 'real', 'true', 'false')`;
    case "number":
      return `${type} IN ('integer', 'real') OR ${numericText}`;
    case "integer":
      return `${type} = 'integer' OR ${numericText}`;
    case "boolean":
      return `${type} IN ('true', 'false') OR lower(trim(${value})) IN ('true', 'false', '1', '0')`;
  }
}
