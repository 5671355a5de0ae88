import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { documentId } from "./document-id.js";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { orderBy, pastPosition, reversed, type SortKey } from "./keyset-sql.js";
import { checkPosition, readPage, type PlacedRow } from "./keyset-page.js";
import { fieldSql, keySql, quote } from "./sqlite-names.js";
import { indexStatement, tableStatement } from "./sqlite-schema.js";
import { sqliteMigrator } from "./sqlite-migrator.js";
import { sqliteSearch, type WhereClause } from "./sqlite-search.js";
import { sqliteStatements } from "./sqlite-statements.js";
import {
  conditionKind,
  fieldConditions,
  fieldPath,
  rangeOperators,
  type Collection,
  type Filter,
  type FilterValue,
  type FindOptions,
  type Index,
  type Position,
  type Store,
  type Stored,
} from "./store.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";
import { whenDoubled } from "./when-doubled.js";
import { sqliteGroupCommit } from "./sqlite-group-commit.js";
import { immediateTransaction } from "./sqlite-transaction.js";
import { answeringUnavailable } from "./store-unavailable-error.js";

/** The file of the embedded store inside the data directory. */
export const storeFile = "store.sqlite";

type Row = { id: string; doc: string };

/** A missing value as a sort key (see keySql); a position carries it as null, which JSON can hold. */
const missing = -Infinity;

/**
 * The embedded store: SQLite, one table of JSON documents per collection, in
 * `directory/store.sqlite`, or in memory without a directory. Filters and sorts run in SQL on
 * expression indexes, keyword searches on an FTS5 trigram index kept by triggers (sqlite-search.ts); nothing is
 * kept in this process, so another process may write the same file (`npm run seed` beside
 * `npm run dev`), each waiting while the other holds the file (set before the switch to the
 * write-ahead log, which locks it). Every write is in that log before it is answered.
 */
export function createSqliteStore(directory?: string): Store {
  if (directory) mkdirSync(directory, { recursive: true });
  const db = new Database(directory ? join(directory, storeFile) : ":memory:");
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
  const prepare = sqliteStatements(db);
  const writes = sqliteGroupCommit(db);
  return {
    async collection<T extends object>(name: string, indexes: Index[] = [], search: string[] = []) {
      return answeringUnavailable(sqliteCollection<T>(db, prepare, writes.write, name, indexes, search));
    },
    async ping() {
      prepare("SELECT 1").get();
    },
    migrator: () => sqliteMigrator(db),
    async close() {
      // The app closes its store, and so may whoever opened it.
      if (!db.open) return;
      writes.commit();
      db.close();
    },
  };
}

function sqliteCollection<T extends object>(
  db: Database.Database,
  prepare: (sql: string) => Database.Statement,
  committed: <R>(write: () => R) => Promise<R>,
  name: string,
  indexes: Index[],
  searchFields: string[],
): Collection<T> {
  const table = quote(name);
  const indexFields = new Map(indexes.map((index) => [`${name}.${index.field}`, index.field]));
  const uniqueFields = new Set(indexes.filter((index) => index.unique).map((index) => index.field));
  db.exec(tableStatement(name));
  /** A field as its index has it: as itself under a unique index, as a sort key (never NULL) otherwise. */
  const indexedSql = (field: string) => (uniqueFields.has(field) ? fieldSql(field) : keySql(field));
  immediateTransaction(db, () => {
    for (const index of indexes) {
      const [indexName, statement] = indexStatement(name, index, indexedSql);
      // An index made by an older version of the collection's fields is made again as they are now.
      const made = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?").get(indexName) as
        { sql: string } | undefined;
      if (made?.sql === statement) continue;
      if (made) db.exec(`DROP INDEX ${quote(indexName)}`);
      db.exec(statement);
    }
  });
  // Statistics let SQLite walk the sort's index for a page of a value many rows hold, and look a rare one up by
  // its own index; without them it takes every equality for a rare value. 16 ms over 100,000 rows, at each start.
  db.exec(`ANALYZE ${table}`);
  // SQLite never analyses by itself: a collection made empty and grown through the API would keep the statistics of
  // an empty table, and a list filtered on two fields then sorted every matching row (431 ms a page at 100,000
  // articles, against a page's cost once analysed). They are taken again each time the collection has doubled since,
  // and its keyword indexes merged then.
  const analyseWhenGrown = whenDoubled((prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n, () => {
    db.exec(`ANALYZE ${table}`);
    search.optimize();
  });
  const search = sqliteSearch(db, prepare, name);
  const stored = (row: Row): Stored<T> => ({ ...(fromStoredJson(row.doc) as T), id: row.id });
  /** The statement reading the documents that match, with its values. `pageEnd`, the skip and limit of a page, lets a keyword search walk the sort's index instead. */
  const reading = (filter: Filter, tail: string, tailParams: unknown[], pageEnd?: number) => {
    expire();
    const { where, params } = condition(filter, pageEnd);
    return {
      statement: prepare(`SELECT id, doc FROM ${table} WHERE ${where}${tail}`),
      values: [...params, ...tailParams],
    };
  };
  const select = (filter: Filter, tail = "", tailParams: unknown[] = [], pageEnd?: number): Stored<T>[] => {
    const { statement, values } = reading(filter, tail, tailParams, pageEnd);
    return (statement.all(...values) as Row[]).map(stored);
  };
  // libsql's all() reads through an iterator with a 100-row buffer made at each call; get() reads one row in
  // one call, which makes a lookup by id (every signed-in request) a third of the cost.
  const selectOne = (filter: Filter, tail: string, tailParams: unknown[]): Stored<T> | null => {
    const { statement, values } = reading(filter, tail, tailParams, 1);
    const row = statement.get(...values) as Row | undefined;
    return row ? stored(row) : null;
  };

  /** Reads `count` rows past `from` and short of `until` in the order of `keys`, each with where it stands. */
  const selectPast = (
    filter: Filter,
    keys: SortKey[],
    count: number,
    { from, until, skip = 0 }: { from?: Position; until?: Position; skip?: number | undefined },
  ): PlacedRow<T>[] => {
    expire();
    const { where, params } = condition(filter, skip + count);
    const terms = [where];
    const bound = (position: Position) => (index: number) => (params.push(position[index] ?? missing), "?");
    if (from) terms.push(pastPosition(keys, bound(from)));
    // Short of `until` in this order is past it in the reverse one.
    if (until) terms.push(pastPosition(reversed(keys), bound(until)));
    const columns = keys.map((key, index) => `${key.sql} AS k${index}`).join(", ");
    const text = `SELECT id, doc, ${columns} FROM ${table} WHERE ${terms.join(" AND ")}${orderBy(keys)} LIMIT ? OFFSET ?`;
    const rows = prepare(text).all(...params, count, skip) as (Row & Record<string, string | number>)[];
    const position = (row: Record<string, string | number>): Position =>
      keys.map((_, index) => (row[`k${index}`] === missing ? null : (row[`k${index}`] ?? null)));
    return rows.map((row) => ({ document: stored(row), position: position(row) }));
  };

  /** Dates are stored as `{"$date":"<ISO>"}`, so the range of the earliest date's text up to now's holds the expired ones. */
  const expiring = indexes.filter((index) => index.expireAfterSeconds !== undefined);
  const expire = () => {
    for (const { field, expireAfterSeconds = 0 } of expiring) {
      const before = toStoredJson(new Date(Date.now() - expireAfterSeconds * 1000));
      db.prepare(`DELETE FROM ${table} WHERE ${keySql(field)} >= '{"$date":"' AND ${keySql(field)} < ?`).run(before);
    }
  };

  const condition = (filter: Filter, pageEnd?: number): WhereClause => {
    const { $keywords } = filter;
    const terms: string[] = [];
    const params: unknown[] = [];
    // `->>` reads true as 1 and an object (a stored date) as its JSON text; a missing value is the sort key's.
    const bound = (value: FilterValue) => {
      params.push(
        value === null
          ? missing
          : typeof value === "boolean"
            ? Number(value)
            : value instanceof Date
              ? toStoredJson(value)
              : value,
      );
      return "?";
    };
    for (const [field, given] of fieldConditions(filter)) {
      const sql = indexedSql(field);
      const kind = conditionKind(given);
      const unique = uniqueFields.has(field);
      if ("equal" in kind)
        terms.push(kind.equal === null && unique ? `${sql} IS NULL` : `${sql} = ${bound(kind.equal)}`);
      else if ("among" in kind) {
        const among = kind.among.filter((value) => !(unique && value === null));
        const either = [
          `${sql} IN (${among.map(bound).join(", ")})`,
          ...(among.length < kind.among.length ? [`${sql} IS NULL`] : []),
        ];
        terms.push(`(${either.join(" OR ")})`);
      } else {
        // Below an upper bound lie the missing values too, as minus infinity: a range holds none of them.
        const floor =
          kind.range.some(([operator]) => operator === "$gt" || operator === "$gte") || unique
            ? []
            : [`${sql} > ${bound(null)}`];
        terms.push(
          ...floor,
          ...kind.range.map(([operator, value]) => `${sql} ${rangeOperators[operator]} ${bound(value)}`),
        );
      }
    }
    if ($keywords && $keywords.words.length > 0) {
      const keywords = search.condition($keywords, pageEnd);
      terms.push(keywords.where);
      params.push(...keywords.params);
    }
    return { where: terms.length > 0 ? terms.join(" AND ") : "1", params };
  };

  const guardUnique = <R>(write: () => R): R => {
    try {
      return write();
    } catch (error) {
      const message = (error as { message?: string }).message ?? "";
      if (!message.includes("UNIQUE constraint failed")) throw error;
      const index = /index '(.+)'/.exec(message)?.[1];
      throw new DuplicateKeyError((index && indexFields.get(index)) ?? "id");
    }
  };

  if (searchFields.length > 0) search.make(searchFields);
  // Every create runs this statement, and compiling it (five indexes, a trigger) cost 36 µs of each; kept, it is made
  // anew after an error, as a kept write that stopped at a unique index answers that error again (sqliteStatements).
  let inserting: Database.Statement | undefined;
  return {
    async insert(document) {
      const row = { id: documentId(), doc: toStoredJson(document) };
      await committed(() =>
        guardUnique(() => {
          const statement = (inserting ??= db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`));
          try {
            statement.run(row.id, row.doc);
          } catch (error) {
            inserting = undefined;
            throw error;
          }
        }),
      );
      search.written();
      analyseWhenGrown();
      return stored(row);
    },
    findById: async (id) => selectOne({}, " AND id = ?", [id]),
    findOne: async (filter) => selectOne(filter, " ORDER BY seq LIMIT 1", []),
    find: async (filter, { sort, skip = 0, limit } = {}) =>
      select(
        filter,
        `${orderBy(sortKeys(sort))} LIMIT ? OFFSET ?`,
        [limit ?? -1, skip],
        limit === undefined ? undefined : skip + limit,
      ),
    findPage(filter, options) {
      const keys = sortKeys(options.sort);
      const isKey = (value: unknown) => value === null || typeof value === "string" || Number.isFinite(value);
      return readPage(
        options,
        (from) => checkPosition(from, keys.length - 1, isKey),
        async (backwards, from, count, until) =>
          selectPast(filter, backwards ? reversed(keys) : keys, count, { from, until, skip: options.skip }),
      );
    },
    async count(filter) {
      expire();
      const { where, params } = condition(filter);
      return (prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
    },
    async update(id, changes) {
      // Only the given fields are set, in one statement, so a concurrent change of another field stays.
      const given = Object.entries(changes).filter(([, value]) => value !== undefined);
      const set = given.map(([field]) => `, '$.${fieldPath(field).join(".")}', json(?)`).join("");
      const values = given.map(([, value]) => toStoredJson(value));
      const row = await committed(() =>
        guardUnique(
          () =>
            db
              .prepare(`UPDATE ${table} SET doc = json_set(doc${set}) WHERE id = ? RETURNING id, doc`)
              .get(...values, id) as Row | undefined,
        ),
      );
      return row ? stored(row) : null;
    },
    remove: (id) => committed(() => db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0),
  };
}

/** The keys of a sort, missing values first; ties in insertion order, in the direction of the last key. */
function sortKeys(sort: FindOptions["sort"] = {}): SortKey[] {
  const keys = Object.entries(sort).map(([field, direction]) => ({ sql: keySql(field), direction }));
  return [...keys, { sql: "seq", direction: keys.at(-1)?.direction ?? 1 }];
}
