import { randomBytes } from "node:crypto";
import type { Database } from "libsql";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { expiry } from "./expiry.js";
import { FieldColumns } from "./field-columns.js";
import { fieldSql, quoteName } from "./field-sql.js";
import { filterSql } from "./filter-sql.js";
import { KeywordIndex } from "./keyword-index.js";
import type { Keywords } from "./keywords.js";
import { keywordsOnly } from "./keywords-only.js";
import { filterPredicate } from "./match-filter.js";
import { orderSql } from "./order-sql.js";
import { pageOf } from "./page-of.js";
import type { Collection, Filter, FindOptions, Index, Stored } from "./store.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";
import { tableRows, type Row } from "./table-rows.js";
import { uniqueField } from "./unique-field.js";

/** Reading a row in index order and testing its words costs about a fifth of sorting one match by its JSON field. */
const walkCost = 5;

/**
 * One collection as a table of JSON documents. Each index is a SQLite index on the field's
 * expression, so equality filters and sorted pages read only the rows they answer; keyword
 * searches read the tables of a KeywordIndex; other filters run over in-memory columns of the
 * fields they name.
 */
export function sqliteCollection<T extends object>(db: Database, name: string, indexes: Index[]): Collection<T> {
  const table = quoteName(name);
  const indexFields = new Map(indexes.map((index) => [`${name}.${index.field}`, index.field]));
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
  for (const index of indexes) {
    // SQLite never finds two missing values equal, so every unique index is also sparse.
    const unique = index.unique ? "UNIQUE " : "";
    db.exec(`CREATE ${unique}INDEX IF NOT EXISTS ${quoteName(`${name}.${index.field}`)} ON ${table} (${fieldSql(index.field)})`);
  }
  const columns = new FieldColumns(db, table);
  let total = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

  const { sql, rows, recentRows, first, byId, documentById, rowsBySeq } = tableRows(db, table);
  const stored = (row: Row | undefined): Stored<T> | null =>
    row ? ({ ...(fromStoredJson(row.doc) as T), id: row.id } as Stored<T>) : null;
  const search = new KeywordIndex(db, name, sql, () => total);
  // Writes go in one transaction with the search tables that follow them, so a crash keeps both or neither.
  const atomically = <R>(write: () => R): R => (search.active ? db.transaction(write)() : write());
  let recent: { filter: Filter; positions: number[] } | undefined;
  let recentSearch: { filter: Filter; matched: Promise<number[]> } | undefined;
  const dropExpired = expiry(db, table, indexes, (seq) => {
    recent = recentSearch = undefined;
    recentRows.clear();
    columns.removed(seq);
    search.removed(seq);
    total -= 1;
  });
  const expire = () => atomically(dropExpired);
  const guardUnique = <R>(write: () => R): R => {
    try {
      return write();
    } catch (error) {
      const field = uniqueField(error, indexFields);
      if (field) throw new DuplicateKeyError(field);
      throw error;
    }
  };

  /** The positions of the rows matching a filter SQL cannot run, tested on the in-memory columns. */
  const scan = (filter: Filter): number[] => {
    if (recent?.filter === filter) return recent.positions;
    const matches = filterPredicate(filter, columns);
    const matched: number[] = [];
    for (let position = 0, count = columns.rows().length; position < count; position += 1) {
      if (matches(position)) matched.push(position);
    }
    // A list and its count ask with the same filter in one go: the count reuses the list's
    // scan, which is forgotten as soon as the current task yields (and on any write).
    recent = { filter, positions: matched };
    queueMicrotask(() => (recent = undefined));
    return matched;
  };
  /** The rows matching a keyword-only filter; a list and its count asked together share them. */
  const matching = (filter: Filter, keywords: Keywords): Promise<number[]> => {
    if (recentSearch?.filter === filter) return recentSearch.matched;
    const matched = search.matching(keywords);
    recentSearch = { filter, matched };
    queueMicrotask(() => (recentSearch = undefined));
    return matched;
  };
  /**
   * A page of the rows matching keywords. Sorted by an indexed field, it walks the index and
   * tests each row for the words, when the rows it passes on the way cost less than sorting
   * every match; otherwise it sorts the matches.
   */
  const keywordPage = async (filter: Filter, keywords: Keywords, options: FindOptions): Promise<Row[]> => {
    const matched = await matching(filter, keywords);
    const [skip, limit] = [options.skip ?? 0, options.limit ?? -1];
    const sort = Object.entries(options.sort ?? {});
    if (sort.length === 0) return rowsBySeq(matched.slice(skip, limit < 0 ? undefined : skip + limit));
    const [field] = sort.length === 1 ? (sort[0] as [string, number]) : [];
    const passed = ((skip + (limit < 0 ? matched.length : limit)) * total) / Math.max(1, matched.length);
    if (field && indexFields.has(`${name}.${field}`) && passed < walkCost * matched.length) {
      const verify = search.verifying(table, keywords);
      const tail = `${orderSql(options.sort)} LIMIT ? OFFSET ?`;
      return sql(`SELECT seq, id, doc FROM ${table} INDEXED BY ${quoteName(`${name}.${field}`)} WHERE ${verify.where}${tail}`).all(
        ...verify.params,
        limit,
        skip,
      ) as Row[];
    }
    return rows({ where: "seq IN (SELECT value FROM json_each(?))", params: [JSON.stringify(matched)] }, `${orderSql(options.sort)} LIMIT ? OFFSET ?`, [
      limit,
      skip,
    ]);
  };

  return {
    async insert(document) {
      const id = randomBytes(12).toString("hex");
      const doc = toStoredJson(document);
      const seq = atomically(() => {
        const { lastInsertRowid } = guardUnique(() => sql(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`).run(id, doc));
        search.added(Number(lastInsertRowid), document);
        return Number(lastInsertRowid);
      });
      total += 1;
      recent = recentSearch = undefined;
      columns.added(seq, document);
      return { ...(fromStoredJson(doc) as T), id };
    },
    async findById(id) {
      expire();
      return (documentById(id) as Stored<T> | undefined) ?? null;
    },
    async findOne(filter) {
      expire();
      const keywords = keywordsOnly(filter);
      if (keywords) return stored((await keywordPage(filter, keywords, { limit: 1 }))[0]);
      const condition = filterSql(filter);
      if (condition) return stored(first(condition));
      const [seq] = pageOf(columns, scan(filter), { limit: 1 });
      return seq === undefined ? null : stored(rowsBySeq([seq])[0]);
    },
    async find(filter, options = {}) {
      expire();
      const keywords = keywordsOnly(filter);
      if (keywords) return (await keywordPage(filter, keywords, options)).map((row) => stored(row) as Stored<T>);
      const condition = filterSql(filter);
      if (!condition) return rowsBySeq(pageOf(columns, scan(filter), options)).map((row) => stored(row) as Stored<T>);
      return rows(condition, `${orderSql(options.sort)} LIMIT ? OFFSET ?`, [options.limit ?? -1, options.skip ?? 0]).map(
        (row) => stored(row) as Stored<T>,
      );
    },
    async count(filter) {
      expire();
      if (Object.keys(filter).length === 0) return total;
      const keywords = keywordsOnly(filter);
      if (keywords) return (await matching(filter, keywords)).length;
      const condition = filterSql(filter);
      if (!condition) return scan(filter).length;
      return (sql(`SELECT count(*) AS n FROM ${table} WHERE ${condition.where}`).get(...condition.params) as { n: number }).n;
    },
    async update(id, changes) {
      expire();
      const row = byId(id);
      if (!row) return null;
      // A field given as undefined is left as it is, as on MongoDB with `ignoreUndefined`.
      const given = Object.entries(changes).filter(([, value]) => value !== undefined);
      const document = { ...(fromStoredJson(row.doc) as T), ...Object.fromEntries(given) };
      const doc = toStoredJson(document);
      atomically(() => {
        guardUnique(() => sql(`UPDATE ${table} SET doc = ? WHERE seq = ?`).run(doc, row.seq));
        search.changed(row.seq, document);
      });
      recent = recentSearch = undefined;
      recentRows.delete(id);
      columns.changed(row.seq, document);
      return { ...(fromStoredJson(doc) as T), id };
    },
    async remove(id) {
      const removed = atomically(() => {
        const seqs = sql(`DELETE FROM ${table} WHERE id = ? RETURNING seq`).pluck().all(id) as number[];
        for (const seq of seqs) search.removed(seq);
        return seqs;
      });
      recent = recentSearch = undefined;
      recentRows.delete(id);
      for (const seq of removed) {
        columns.removed(seq);
        total -= 1;
      }
      return removed.length > 0;
    },
  };
}
