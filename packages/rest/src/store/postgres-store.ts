import { createHash } from "node:crypto";
import pg from "pg";
import { documentId } from "./document-id.js";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { foldText, foldTranslation } from "./keywords.js";
import { orderBy, pastPosition, reversed, type SortKey } from "./keyset-sql.js";
import { checkPosition, isJsonText, readPage } from "./keyset-page.js";
import {
  conditionKind,
  fieldConditions,
  rangeOperators,
  type Collection,
  type DatabaseConfig,
  type Filter,
  type FilterValue,
  type FindOptions,
  type Index,
  type Position,
  type Store,
  type Stored,
} from "./store.js";
import { postgresMigrator } from "./postgres-migrator.js";
import { fieldSql, indexName, indexStatement, keySql, quote, tableStatement } from "./postgres-schema.js";
import { unavailable } from "./store-unavailable-error.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";
import { whenDoubled } from "./when-doubled.js";

type Row = { id: string; doc: string };

/** Taken while tables, indexes and functions are made, so instances starting together wait for each other. */
const setUpLock = 7_402_113;

/** Within the 3 s a readiness probe waits for its checks, so a ping the server does not answer lets go of its connection first. */
const pingTimeoutMs = 2000;

/** What the PostgreSQL store is opened with: every database's settings, and how long the client waits for the server. */
export interface PostgresConfig extends DatabaseConfig {
  /**
   * A query the server has not answered by then fails as unavailable and its connection is closed
   * (DATABASE_QUERY_TIMEOUT, ms): for a server that stopped answering, which cannot cut its own statements.
   * A second more than the statement timeout by default, so a server that answers cuts a statement first.
   */
  queryTimeoutMs?: number;
  /** How long a query waits for a connection, a free one of the pool or a new one (DATABASE_CONNECTION_TIMEOUT, ms; 5000). */
  connectionTimeoutMs?: number;
}

/**
 * The PostgreSQL store: one table of `jsonb` documents per collection, filters and sorts in SQL on expression
 * indexes, keyword searches on a `pg_trgm` GIN index when the extension can be made (it says which at start).
 */
export async function createPostgresStore(
  {
    url,
    poolSize,
    statementTimeoutMs,
    queryTimeoutMs = statementTimeoutMs + 1000,
    connectionTimeoutMs = 5000,
  }: PostgresConfig,
  log: (message: string) => void,
): Promise<Store> {
  if (!URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol)) {
    throw new Error("DATABASE_URL must be a URL such as postgres://user:password@host:5432/database");
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: connectionTimeoutMs,
  });
  // A connection the server closes while idle (a restart) is dropped from the pool; the next query opens another.
  pool.on("error", () => {});
  // The timeout is given query by query, not to the pool, so that set-up statements (an index over a large table) have
  // none; pg reads it there, though its types do not list it. pool.query releases a connection whose query failed
  // with the error, which closes it: one that timed out may still run its query on the server, holding back the next.
  const query = async <R extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
    timeoutMs = queryTimeoutMs,
    prepared = false,
  ) => {
    const timed: pg.QueryConfig & { query_timeout: number } = {
      text,
      values,
      query_timeout: timeoutMs,
      ...(prepared ? { name: statementName(text) } : {}),
    };
    try {
      return await pool.query<R>(timed);
    } catch (error) {
      throw unavailable(error) ?? error;
    }
  };
  /**
   * A name for a statement the server keeps prepared on each connection, parsed and planned once instead of at every
   * run: a read by id took 110 µs of the server's CPU unnamed, 50 named. Only statements whose best plan is the same
   * for any value are named (by id, inserts): a kept generic plan would not suit a filter's or a search's values.
   */
  const statementNames = new Map<string, string>();
  const statementName = (text: string): string => {
    const known = statementNames.get(text);
    if (known) return known;
    const named = `hostkit_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, named);
    return named;
  };
  const setUp = async (statements: string) => {
    const client = await pool.connect();
    try {
      // Making an index over a large table may take longer than a request's statement timeout.
      await client.query(
        `BEGIN; SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(${setUpLock}); ${statements}; COMMIT`,
      );
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  };

  try {
    await setUp(
      `CREATE OR REPLACE FUNCTION keyword_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(translate($1, '${foldTranslation[0]}', '${foldTranslation[1]}')) $$`,
    );
  } catch (error) {
    await pool.end();
    throw new Error(`DATABASE_URL: cannot set up the database: ${(error as Error).message}`, { cause: error });
  }
  const trigrams = await setUp("CREATE EXTENSION IF NOT EXISTS pg_trgm").then(
    () => (log("Keyword search uses pg_trgm GIN indexes."), true),
    (error: Error) => {
      log(
        `Keyword search reads every row: the pg_trgm extension could not be made (${error.message}); a database owner may make it.`,
      );
      return false;
    },
  );

  /**
   * The folded text of the searched fields: a column PostgreSQL computes on every write, indexed by pg_trgm,
   * made with the collection or at their first search. Made on a table holding rows, it is analysed at once:
   * the planner's share of rows holding a word picks between the trigram index and walking the sort's
   * index, so a page of a word most rows hold costs a page.
   */
  const searchColumns = new Set<string>();
  async function searchColumn(name: string, fields: string[]): Promise<string> {
    const [table, column] = [quote(name), indexName(name, `search(${fields.join(",")})`)];
    const made =
      searchColumns.has(column) ||
      (await query("SELECT 1 FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2", [table, column]))
        .rowCount;
    if (!made) {
      const text = `keyword_fold(${fields.map((field) => `coalesce(${fieldSql(field, "#>>")}, '')`).join(" || E'\\n' || ")})`;
      // A thousand histogram entries, not a hundred: the planner tells a rare word by testing LIKE on them, and with a
      // hundred one article in a thousand was estimated at 0% or 1% by the luck of the sample, walking the sort's
      // index through a third of 100,000 rows (80 ms) for the 1% instead of reading its 94 matches (1 ms).
      const add = `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quote(column)} text GENERATED ALWAYS AS (${text}) STORED;
        ALTER TABLE ${table} ALTER COLUMN ${quote(column)} SET STATISTICS 1000`;
      const index = `CREATE INDEX IF NOT EXISTS ${quote(column)} ON ${table} USING gin (${quote(column)} gin_trgm_ops)`;
      await setUp(trigrams ? `${add}; ${index}; ANALYZE ${table}` : add);
    }
    searchColumns.add(column);
    return quote(column);
  }

  function postgresCollection<T extends object>(
    name: string,
    indexes: Index[],
    rowsAtOpen: number,
    searchIndex?: string,
  ): Collection<T> {
    const table = quote(name);
    // Autovacuum analyses a table once a tenth of it has changed, but looks at each database once a minute: a table
    // grown through the API from empty to 10,000 rows in 15 s kept an empty table's statistics, and a filtered page
    // walked the wrong index (24 ms a page, 1.9 ms once analysed). So the collection analyses itself each time it
    // has doubled since, from 1,000 rows, in the background: ANALYZE reads a sample and blocks no reads or writes.
    const analyseWhenGrown = whenDoubled(rowsAtOpen, () => {
      query(`ANALYZE ${table}`, [], 0).catch(() => {
        // Autovacuum takes the statistics later.
      });
    });
    // A GIN index takes new rows into a pending list that every search reads through until it is merged into the
    // index: by autovacuum, which looks once a minute, or by the insert that finds the list past 4 MB. Filled through
    // the API to 30,000 articles, a rare word's page took 2.6 ms on a list of 157 pages and 1.7 ms once merged. The
    // collection merges its keyword index's list itself every 1,000 inserts, in the background.
    let insertedSinceMerge = 0;
    const mergePendingEvery1000 = () => {
      insertedSinceMerge += 1;
      if (!searchIndex || insertedSinceMerge < 1000) return;
      insertedSinceMerge = 0;
      query("SELECT gin_clean_pending_list($1::regclass)", [searchIndex], 0).catch(() => {
        // Autovacuum merges it later.
      });
    };
    const indexFields = new Map(indexes.map((index) => [indexName(name, index.field), index.field]));
    const uniqueFields = uniqueFieldsOf(indexes);
    const indexedSql = indexedSqlOf(indexes);
    const stored = (row: Row): Stored<T> => ({ ...(fromStoredJson(row.doc) as T), id: row.id });

    const expire = async () => {
      for (const { field, expireAfterSeconds = 0 } of indexes.filter(
        (index) => index.expireAfterSeconds !== undefined,
      )) {
        const before = toStoredJson(new Date(Date.now() - expireAfterSeconds * 1000));
        await query(`DELETE FROM ${table} WHERE ${keySql(field)} > 'null' AND ${keySql(field)} < $1::jsonb`, [before]);
      }
    };

    /** The WHERE clause of a filter, its values numbered after `values`' (which it extends). */
    const where = async (filter: Filter, values: unknown[]): Promise<string> => {
      const { $keywords } = filter;
      const terms: string[] = [];
      const bound = (value: FilterValue) => `$${values.push(toStoredJson(value))}::jsonb`;
      for (const [field, given] of fieldConditions(filter)) {
        const sql = indexedSql(field);
        const kind = conditionKind(given);
        // Under a unique index a missing value is NULL, and JSON's null a value; the sort key has both as 'null'.
        const orMissing = uniqueFields.has(field) ? ` OR ${sql} IS NULL` : "";
        if ("equal" in kind)
          terms.push(kind.equal === null ? `(${sql} = 'null'${orMissing})` : `${sql} = ${bound(kind.equal)}`);
        else if ("among" in kind) {
          const missingToo = kind.among.includes(null) ? orMissing : "";
          terms.push(
            `(${sql} = ANY($${values.push(kind.among.map((value) => toStoredJson(value)))}::jsonb[])${missingToo})`,
          );
        } else {
          // 'null' sorts below every value: a range without a lower bound would hold the missing values.
          const floor = kind.range.some(([operator]) => operator === "$gt" || operator === "$gte")
            ? []
            : [`${sql} > 'null'`];
          terms.push(
            ...floor,
            ...kind.range.map(([operator, value]) => `${sql} ${rangeOperators[operator]} ${bound(value)}`),
          );
        }
      }
      // PostgreSQL's text cannot hold a NUL, so a word with one matches nothing, as on the embedded store.
      if ($keywords?.words.some((word) => word.includes("\0"))) terms.push("false");
      else if ($keywords && $keywords.words.length > 0) {
        const text = await searchColumn(name, $keywords.fields);
        for (const word of $keywords.words)
          terms.push(`${text} LIKE $${values.push(`%${foldText(word).replace(/[\\%_]/g, "\\$&")}%`)}`);
      }
      return terms.length > 0 ? terms.join(" AND ") : "true";
    };

    const select = async (
      filter: Filter,
      tail: (values: unknown[]) => string,
      prepared = false,
    ): Promise<Stored<T>[]> => {
      await expire();
      const values: unknown[] = [];
      const condition = await where(filter, values);
      const { rows } = await query<Row>(
        `SELECT id, doc::text AS doc FROM ${table} WHERE ${condition}${tail(values)}`,
        values,
        queryTimeoutMs,
        prepared,
      );
      return rows.map(stored);
    };
    const guardUnique = async <R>(write: () => Promise<R>): Promise<R> => {
      try {
        return await write();
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== "23505") throw error;
        throw new DuplicateKeyError(indexFields.get(constraint ?? "") ?? "id");
      }
    };

    return {
      async insert(document) {
        const row = { id: documentId(), doc: toStoredJson(document) };
        const text = `INSERT INTO ${table} (id, doc) VALUES ($1, $2::jsonb)`;
        await guardUnique(() => query(text, [row.id, row.doc], queryTimeoutMs, true));
        analyseWhenGrown();
        mergePendingEvery1000();
        return stored(row);
      },
      findById: async (id) => (await select({}, (values) => ` AND id = $${values.push(id)}`, true))[0] ?? null,
      findOne: async (filter) => (await select(filter, () => " ORDER BY seq LIMIT 1"))[0] ?? null,
      find: (filter, options = {}) =>
        select(
          filter,
          (values) =>
            `${orderBy(sortKeys(options.sort))} LIMIT $${values.push(options.limit ?? null)} OFFSET $${values.push(options.skip ?? 0)}`,
        ),
      findPage(filter, options) {
        const keys = sortKeys(options.sort);
        return readPage(
          options,
          (from) => checkPosition(from, keys.length - 1, isJsonText),
          async (backwards, from, count, until) => {
            const read = backwards ? reversed(keys) : keys;
            await expire();
            const values: unknown[] = [];
            const terms = [await where(filter, values)];
            // The last key is seq, a bigint; the others are jsonb.
            const bound = (position: Position) => (index: number) =>
              `$${values.push(position[index])}::${index === keys.length - 1 ? "bigint" : "jsonb"}`;
            if (from) terms.push(pastPosition(read, bound(from)));
            // Short of `until` in this order is past it in the reverse one.
            if (until) terms.push(pastPosition(reversed(read), bound(until)));
            const columns = keys.map((key, index) => `${key.sql}::text AS k${index}`).join(", ");
            const text = `SELECT id, doc::text AS doc, ${columns} FROM ${table} WHERE ${terms.join(" AND ")}${orderBy(read)} LIMIT $${values.push(count)} OFFSET $${values.push(options.skip ?? 0)}`;
            const { rows } = await query<Row & Record<string, string>>(text, values);
            return rows.map((row) => ({
              document: stored(row),
              position: keys.map((_, index) => row[`k${index}`] ?? null),
            }));
          },
        );
      },
      async count(filter) {
        await expire();
        const values: unknown[] = [];
        const condition = await where(filter, values);
        return (
          (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${condition}`, values)).rows[0]
            ?.n ?? 0
        );
      },
      async update(id, changes) {
        // Only the given fields are set, in one statement, so a concurrent change of another field stays.
        const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        const { rows } = await guardUnique(() =>
          query<Row>(`UPDATE ${table} SET doc = doc || $1::jsonb WHERE id = $2 RETURNING id, doc::text AS doc`, [
            toStoredJson(given),
            id,
          ]),
        );
        return rows[0] ? stored(rows[0]) : null;
      },
      async remove(id) {
        return ((await query(`DELETE FROM ${table} WHERE id = $1`, [id], queryTimeoutMs, true)).rowCount ?? 0) > 0;
      },
    };
  }

  return {
    async collection<T extends object>(name: string, indexes: Index[] = [], search: string[] = []) {
      const statements = [tableStatement(name)];
      const indexedSql = indexedSqlOf(indexes);
      for (const index of indexes) statements.push(indexStatement(name, index, indexedSql).statement);
      await setUp(statements.join("; "));
      const searched = search.length > 0 ? await searchColumn(name, search) : undefined;
      // The rows the statistics last counted: -1 for a table never analysed.
      const { rows } = await query<{ rows: number }>(
        "SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = $1::regclass",
        [quote(name)],
      );
      const searchIndex = trigrams ? searched : undefined;
      return postgresCollection<T>(name, indexes, Math.max(0, rows[0]?.rows ?? 0), searchIndex);
    },
    async ping() {
      await query("SELECT 1", [], pingTimeoutMs);
    },
    migrator: () => postgresMigrator(pool),
    close: () => pool.end(),
  };
}

/** The keys of a sort; ties in insertion order, in the direction of the last key. */
function sortKeys(sort: FindOptions["sort"] = {}): SortKey[] {
  const keys = Object.entries(sort).map(([field, direction]) => ({ sql: keySql(field), direction }));
  return [...keys, { sql: "seq", direction: keys.at(-1)?.direction ?? 1 }];
}

function uniqueFieldsOf(indexes: Index[]): Set<string> {
  return new Set(indexes.filter((index) => index.unique).map((index) => index.field));
}

/** A field as its index has it: as itself under a unique index, as a sort key (never NULL) otherwise. */
function indexedSqlOf(indexes: Index[]): (field: string) => string {
  const uniqueFields = uniqueFieldsOf(indexes);
  return (field) => (uniqueFields.has(field) ? fieldSql(field) : keySql(field));
}
