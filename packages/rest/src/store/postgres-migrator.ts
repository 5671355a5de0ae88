import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { appliedMigrationsTable, batchSize, type Migrator } from "../migrate/migrator.js";
import type { ConvertibleType } from "../migrate/migration.js";
import { MigrationError } from "../migrate/run-migrations.js";
import { fieldSql, indexStatement, quote, tableStatement } from "./postgres-schema.js";
import { fieldPath } from "./store.js";
import { toStoredJson } from "./stored-json.js";

/** The advisory lock a migration holds; the stores' set-up takes another, so opening a collection never waits for it. */
const migrationLock = 7_402_114;

/**
 * Migrations on PostgreSQL, on one connection holding a session advisory lock and no statement timeout. The lock is
 * waited for by trying again, not by a blocked statement: a waiting statement holds a snapshot, which an index built
 * `CONCURRENTLY` by the holder would wait for in turn. Backfills commit batch by batch and indexes build concurrently,
 * so the API goes on reading and writing while a migration runs; every step is safe to run again.
 */
export function postgresMigrator(pool: pg.Pool): Migrator {
  let held: pg.PoolClient | undefined;
  const run = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (held ?? pool).query<R>(text, values);
  const records = quote(appliedMigrationsTable);
  // Two processes making the table at once: one of them meets the other's row in the catalog (23505) or its table
  // (42P07), IF NOT EXISTS notwithstanding; the table is there either way.
  const ensureRecords = () =>
    run(
      `CREATE TABLE IF NOT EXISTS ${records} (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    ).catch((error: { code?: string }) => {
      if (error.code !== "23505" && error.code !== "42P07") throw error;
    });
  /** Changes the documents matching `where` in batches walking the table's order, each its own transaction. */
  const batched = async (collection: string, set: string, where: string, values: unknown[] = []): Promise<number> => {
    const table = quote(collection);
    const from = `$${values.length + 1}`;
    const text = `WITH batch AS (SELECT seq FROM ${table} WHERE seq > ${from} ORDER BY seq LIMIT ${batchSize}),
      changed AS (UPDATE ${table} SET doc = ${set} WHERE seq IN (SELECT seq FROM batch) AND ${where} RETURNING 1)
      SELECT (SELECT max(seq) FROM batch)::text AS last, (SELECT count(*) FROM changed)::int AS changed`;
    let changed = 0;
    for (let last = "0"; ;) {
      const { rows } = await run<{ last: string | null; changed: number }>(text, [...values, last]);
      const row = rows[0];
      if (!row?.last) return changed;
      changed += row.changed;
      last = row.last;
    }
  };
  const type = (field: string) => `jsonb_typeof(${fieldSql(field)})`;
  const path = (field: string) => `'{${fieldPath(field).join(",")}}'`;
  const invalidIndex = async (name: string) =>
    (
      await run(
        `SELECT 1 FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
         WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT i.indisvalid`,
        [name],
      )
    ).rowCount === 1;
  return {
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query("SET statement_timeout = 0");
        while (
          !(await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [migrationLock]))
            .rows[0]?.locked
        ) {
          await sleep(250);
        }
        held = client;
        try {
          return await work();
        } finally {
          held = undefined;
          await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]);
        }
      } finally {
        await client.query("RESET statement_timeout").catch(() => {});
        client.release();
      }
    },
    async applied() {
      await ensureRecords();
      const { rows } = await run<{ name: string; checksum: string; applied_at: Date }>(
        `SELECT name, checksum, applied_at FROM ${records} ORDER BY name`,
      );
      return rows.map((row) => ({ name: row.name, checksum: row.checksum, appliedAt: row.applied_at }));
    },
    async record(name, checksum) {
      await ensureRecords();
      await run(`INSERT INTO ${records} (name, checksum) VALUES ($1, $2)`, [name, checksum]);
    },
    async ensureCollection(collection) {
      await run(tableStatement(collection));
    },
    fill: (collection, field, value) =>
      batched(
        collection,
        `jsonb_set(doc, ${path(field)}, $1::jsonb)`,
        `coalesce(${fieldSql(field)}, 'null') = 'null'`,
        [toStoredJson(value)],
      ),
    unset: (collection, field) => batched(collection, `doc #- ${path(field)}`, `${fieldSql(field)} IS NOT NULL`),
    async unconvertible(collection, field, to) {
      const { rows } = await run<{ value: string }>(
        `SELECT DISTINCT ${fieldSql(field)}::text AS value FROM ${quote(collection)}
         WHERE ${type(field)} IS NOT NULL AND ${type(field)} != 'null' AND NOT (${fits(to, field)}) LIMIT 10`,
      );
      return rows.map((row) => row.value);
    },
    convert(collection, field, to) {
      const text = `trim(${fieldSql(field, "#>>")})`;
      const [converted, needed] =
        to === "string"
          ? [`to_jsonb(${fieldSql(field, "#>>")})`, `${type(field)} IN ('number', 'boolean')`]
          : to === "boolean"
            ? [`to_jsonb(lower(${text}) IN ('true', '1'))`, `${type(field)} IN ('string', 'number')`]
            : [`to_jsonb(${text}::numeric)`, `${type(field)} = 'string'`];
      return batched(collection, `jsonb_set(doc, ${path(field)}, ${converted})`, needed);
    },
    async duplicates(collection, field) {
      const { rows } = await run<{ value: string; count: number }>(
        `SELECT ${fieldSql(field)}::text AS value, count(*)::int AS count FROM ${quote(collection)}
         WHERE ${fieldSql(field)} IS NOT NULL GROUP BY ${fieldSql(field)} HAVING count(*) > 1
         ORDER BY count(*) DESC, 1 LIMIT 10`,
      );
      return rows;
    },
    async createIndex(collection, index, log) {
      const { name, statement } = indexStatement(collection, index);
      if (await invalidIndex(name)) {
        await run(`DROP INDEX CONCURRENTLY IF EXISTS ${quote(name)}`);
        log(`  ${collection}: dropped the invalid index ${name} an earlier failure left; building it again`);
      }
      try {
        await run(
          statement.replace(/^CREATE (UNIQUE )?INDEX IF NOT EXISTS /, "CREATE $1INDEX CONCURRENTLY IF NOT EXISTS "),
        );
      } catch (error) {
        if (!(await invalidIndex(name))) throw error;
        await run(`DROP INDEX CONCURRENTLY IF EXISTS ${quote(name)}`);
        throw new MigrationError(
          `${collection}: the index ${name} could not be built (${(error as Error).message}); the invalid index this ` +
            "left was dropped. Fix the cause and run it again.",
        );
      }
      await run(`ANALYZE ${quote(collection)}`);
    },
    async dropIndex(collection, index) {
      await run(`DROP INDEX CONCURRENTLY IF EXISTS ${quote(indexStatement(collection, index).name)}`);
    },
  };
}

/** Whether a stored value converts to `to`. */
function fits(to: ConvertibleType, field: string): string {
  const [type, text] = [`jsonb_typeof(${fieldSql(field)})`, `trim(${fieldSql(field, "#>>")})`];
  switch (to) {
    case "string":
      return `${type} IN ('string', 'number', 'boolean')`;
    case "number":
      return `${type} = 'number' OR (${type} = 'string' AND ${text} ~ '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?$')`;
    case "integer":
      return `(${type} = 'number' AND ${text} ~ '^-?[0-9]+$') OR (${type} = 'string' AND ${text} ~ '^-?(0|[1-9][0-9]*)$')`;
    case "boolean":
      return `${type} = 'boolean' OR lower(${text}) IN ('true', 'false', '1', '0')`;
  }
}
