import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { fieldSql, quote } from "./sqlite-names.js";
import { sqliteSearch, type Condition } from "./sqlite-search.js";
import { fieldPath, type Collection, type Filter, type FindOptions, type Index, type Store, type Stored } from "./store.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";
import { answeringUnavailable } from "./store-unavailable-error.js";

/** The file of the embedded store inside the data directory. */
export const storeFile = "store.sqlite";

type Row = { id: string; doc: string };

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
  return {
    async collection<T extends object>(name: string, indexes: Index[] = [], search: string[] = []) {
      return answeringUnavailable(sqliteCollection<T>(db, name, indexes, search));
    },
    async ping() {
      db.prepare("SELECT 1").get();
    },
    async close() {
      // The app closes its store, and so may whoever opened it.
      if (db.open) db.close();
    },
  };
}

function sqliteCollection<T extends object>(db: Database.Database, name: string, indexes: Index[], searchFields: string[]): Collection<T> {
  const table = quote(name);
  const indexFields = new Map(indexes.map((index) => [`${name}.${index.field}`, index.field]));
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
  for (const index of indexes) {
    // SQLite never finds two missing values equal, so every unique index is also sparse.
    const unique = index.unique ? "UNIQUE " : "";
    db.exec(`CREATE ${unique}INDEX IF NOT EXISTS ${quote(`${name}.${index.field}`)} ON ${table} (${fieldSql(index.field)})`);
  }
  const search = sqliteSearch(db, name);
  const stored = (row: Row): Stored<T> => ({ ...(fromStoredJson(row.doc) as T), id: row.id });
  /** `pageEnd`, the skip and limit of a page, lets a keyword search walk the sort's index instead. */
  const select = (filter: Filter, tail = "", tailParams: unknown[] = [], pageEnd?: number): Stored<T>[] => {
    expire();
    const { where, params } = condition(filter, pageEnd);
    const rows = db.prepare(`SELECT id, doc FROM ${table} WHERE ${where}${tail}`).all(...params, ...tailParams) as Row[];
    return rows.map(stored);
  };

  /** Dates are stored as `{"$date":"<ISO>"}`, so the range of the earliest date's text up to now's holds the expired ones. */
  const expiring = indexes.filter((index) => index.expireAfterSeconds !== undefined);
  const expire = () => {
    for (const { field, expireAfterSeconds = 0 } of expiring) {
      const before = toStoredJson(new Date(Date.now() - expireAfterSeconds * 1000));
      db.prepare(`DELETE FROM ${table} WHERE ${fieldSql(field)} >= '{"$date":"' AND ${fieldSql(field)} < ?`).run(before);
    }
  };

  const condition = ({ $keywords, ...equal }: Filter, pageEnd?: number): Condition => {
    const terms: string[] = [];
    const params: unknown[] = [];
    for (const [field, value] of Object.entries(equal)) {
      if (value === undefined) continue;
      if (value === null) {
        terms.push(`${fieldSql(field)} IS NULL`);
        continue;
      }
      terms.push(`${fieldSql(field)} = ?`);
      // `->>` reads true as 1 and an object (a stored date) as its JSON text.
      params.push(typeof value === "boolean" ? Number(value) : value instanceof Date ? toStoredJson(value) : value);
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
  return {
    async insert(document) {
      const row = { id: randomBytes(12).toString("hex"), doc: toStoredJson(document) };
      guardUnique(() => db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`).run(row.id, row.doc));
      return stored(row);
    },
    findById: async (id) => select({}, " AND id = ?", [id])[0] ?? null,
    findOne: async (filter) => select(filter, " ORDER BY seq LIMIT 1", [], 1)[0] ?? null,
    find: async (filter, { sort, skip = 0, limit } = {}) =>
      select(filter, `${orderSql(sort)} LIMIT ? OFFSET ?`, [limit ?? -1, skip], limit === undefined ? undefined : skip + limit),
    async count(filter) {
      expire();
      const { where, params } = condition(filter);
      return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
    },
    async update(id, changes) {
      // Only the given fields are set, in one statement, so a concurrent change of another field stays.
      const given = Object.entries(changes).filter(([, value]) => value !== undefined);
      const set = given.map(([field]) => `, '$.${fieldPath(field).join(".")}', json(?)`).join("");
      const values = given.map(([, value]) => toStoredJson(value));
      const row = guardUnique(
        () => db.prepare(`UPDATE ${table} SET doc = json_set(doc${set}) WHERE id = ? RETURNING id, doc`).get(...values, id) as Row | undefined,
      );
      return row ? stored(row) : null;
    },
    async remove(id) {
      return db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0;
    },
  };
}

/** The ORDER BY clause of a sort; ties in insertion order, in the direction of the last key. */
function orderSql(sort: FindOptions["sort"] = {}): string {
  const order = Object.entries(sort).map(([field, direction]) => `${fieldSql(field)} ${direction === 1 ? "ASC" : "DESC"}`);
  const last = Object.values(sort).at(-1) === -1 ? "DESC" : "ASC";
  return ` ORDER BY ${[...order, `seq ${last}`].join(", ")}`;
}
