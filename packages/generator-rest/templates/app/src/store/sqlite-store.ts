import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { keywordGlob } from "./keywords.js";
import { fieldPath, type Collection, type Filter, type FindOptions, type Index, type Keywords, type Store, type Stored } from "./store.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";

/** The file of the embedded store inside the data directory. */
export const storeFile = "store.sqlite";

type Row = { id: string; doc: string };
type Condition = { where: string; params: unknown[] };

/**
 * The embedded store: SQLite, one table of JSON documents per collection, in
 * `directory/store.sqlite`, or in memory without a directory. Filters and sorts run in SQL on
 * expression indexes, keyword searches on an FTS5 trigram index kept by triggers; nothing is
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
      return sqliteCollection<T>(db, name, indexes, search);
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

function sqliteCollection<T extends object>(db: Database.Database, name: string, indexes: Index[], search: string[]): Collection<T> {
  const table = quote(name);
  const indexFields = new Map(indexes.map((index) => [`${name}.${index.field}`, index.field]));
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
  for (const index of indexes) {
    // SQLite never finds two missing values equal, so every unique index is also sparse.
    const unique = index.unique ? "UNIQUE " : "";
    db.exec(`CREATE ${unique}INDEX IF NOT EXISTS ${quote(`${name}.${index.field}`)} ON ${table} (${fieldSql(index.field)})`);
  }
  const searchTables = new Set<string>();
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
      const search = keywordCondition($keywords, pageEnd);
      terms.push(search.where);
      params.push(...search.params);
    }
    return { where: terms.length > 0 ? terms.join(" AND ") : "1", params };
  };

  /**
   * Words of three characters or more go to the trigram index, which folds case and accents;
   * shorter ones, which it cannot look up, are matched by GLOB. A count, or a search of few
   * matches, sorts what the index finds; a page of many matches walks the sort's index instead,
   * keeping the rows the index found, or reading each row's text when nearly every row matches.
   */
  const keywordCondition = ({ words, fields }: Keywords, pageEnd?: number): Condition => {
    const search = quote(searchTable(fields));
    const long = words.filter((word) => [...word].length >= 3);
    const short = words.filter((word) => [...word].length < 3);
    const match = long.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
    const matches = `SELECT rowid FROM ${search} WHERE ${search} MATCH ?`;
    const globs = (list: string[], text: string) => ({ terms: list.map(() => `${text} GLOB ?`), params: list.map(keywordGlob) });
    const plan = pageEnd === undefined ? "sort" : long.length === 0 ? "read" : keywordPlan(matches, match, pageEnd);
    if (plan === "read") {
      const { terms, params } = globs(words, searchText(fields, "doc"));
      return { where: terms.join(" AND "), params };
    }
    if (plan === "walk") {
      // `+` keeps SQLite from looking the matches up by seq and sorting them: it walks the sort's index.
      const { terms, params } = globs(short, searchText(fields, "doc"));
      return { where: [`+seq IN (${matches})`, ...terms].join(" AND "), params: [match, ...params] };
    }
    const { terms, params } = globs(short, "text");
    const where = [...(long.length > 0 ? [`${search} MATCH ?`] : []), ...terms].join(" AND ");
    return { where: `seq IN (SELECT rowid FROM ${search} WHERE ${where})`, params: [...(long.length > 0 ? [match] : []), ...params] };
  };

  /**
   * The cheapest way to a page of a search, in rows read as measured on this engine. The index
   * lists matches by rowid, so the newest hundred tell, by how far back they reach, what share of
   * the rows match (taking matches as spread evenly over time): few enough to look up and sort
   * (about 40 each), or a walk of the sort's index that keeps the found ones (reading every match
   * once, then about one per row walked), or reads each row's text (about 30 per row walked).
   */
  const keywordPlan = (matches: string, match: string, pageEnd: number): "sort" | "walk" | "read" => {
    const sample = 100;
    const newest = `SELECT count(*) AS found, min(rowid) AS oldest FROM (${matches} ORDER BY rowid DESC LIMIT ${sample})`;
    const { found, oldest } = db.prepare(newest).get(match) as { found: number; oldest: number | null };
    if (found < sample) return "sort";
    const { rows } = db.prepare(`SELECT max(seq) AS rows FROM ${table}`).get() as { rows: number };
    const share = found / (rows - (oldest ?? 0) + 1);
    const walked = pageEnd / share;
    const costs = { sort: 40 * share * rows, walk: share * rows + walked, read: 30 * walked };
    return (Object.keys(costs) as (keyof typeof costs)[]).reduce((best, plan) => (costs[plan] < costs[best] ? plan : best));
  };

  /**
   * The search index of a set of fields, made with the collection or at their first search: an FTS5 table of their texts,
   * filled from the collection, then kept by triggers on every write, whichever process makes it.
   */
  const searchTable = (fields: string[]): string => {
    const search = `${name}.search(${fields.join(",")})`;
    if (searchTables.has(search)) return search;
    const text = (doc: string) => searchText(fields, doc);
    db.exec("BEGIN IMMEDIATE");
    try {
      const made = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(search);
      if (!made) {
        const [fts, trigger] = [quote(search), (event: string) => quote(`${search}.${event}`)];
        db.exec(`
          CREATE VIRTUAL TABLE ${fts} USING fts5(text, tokenize = 'trigram remove_diacritics 1');
          INSERT INTO ${fts} (rowid, text) SELECT seq, ${text("doc")} FROM ${table};
          CREATE TRIGGER ${trigger("insert")} AFTER INSERT ON ${table} BEGIN
            INSERT INTO ${fts} (rowid, text) VALUES (new.seq, ${text("new.doc")});
          END;
          CREATE TRIGGER ${trigger("update")} AFTER UPDATE OF doc ON ${table} BEGIN
            UPDATE ${fts} SET text = ${text("new.doc")} WHERE rowid = new.seq;
          END;
          CREATE TRIGGER ${trigger("delete")} AFTER DELETE ON ${table} BEGIN
            DELETE FROM ${fts} WHERE rowid = old.seq;
          END;`);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    searchTables.add(search);
    return search;
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

  if (search.length > 0) searchTable(search);
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

/** The SQL reading a field out of a row's document; indexes use the same text, so queries find them. */
function fieldSql(field: string, doc = "doc"): string {
  return `(${doc} ->> '$.${fieldPath(field).join(".")}')`;
}

/** The searched fields' text, as the search index holds it. */
function searchText(fields: string[], doc: string): string {
  return fields.map((field) => `coalesce(${fieldSql(field, doc)}, '')`).join(" || char(10) || ");
}

/** The ORDER BY clause of a sort; ties in insertion order, in the direction of the last key. */
function orderSql(sort: FindOptions["sort"] = {}): string {
  const order = Object.entries(sort).map(([field, direction]) => `${fieldSql(field)} ${direction === 1 ? "ASC" : "DESC"}`);
  const last = Object.values(sort).at(-1) === -1 ? "DESC" : "ASC";
  return ` ORDER BY ${[...order, `seq ${last}`].join(", ")}`;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
