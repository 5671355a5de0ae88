import type Database from "libsql";
import { keywordGlob } from "./keywords.js";
import { fieldSql, quote } from "./sqlite-names.js";
import { immediateTransaction } from "./sqlite-transaction.js";
import type { Keywords } from "./store.js";

export type WhereClause = { where: string; params: unknown[] };

/** Rows indexed in one transaction: about 30 µs each from a hundred on, so a batch holds the event loop for about 10 ms. */
const pendingBatch = 300;
/** How long after a write its rows wait for others to be indexed with. */
const pendingDelayMs = 100;

/**
 * Keyword search over one collection of the embedded store: `make` makes the search index of a
 * set of fields, `condition` is the WHERE clause of a search, for a count or for a page ending at
 * `pageEnd` (its skip and limit), whose plan it picks.
 */
export function sqliteSearch(db: Database.Database, prepare: (sql: string) => Database.Statement, name: string) {
  const table = quote(name);
  /** Each search index made, by name, with the fields it holds. */
  const searchTables = new Map<string, string[]>();

  /**
   * Words of three characters or more go to the trigram index, which folds case and accents;
   * shorter ones, which it cannot look up, are matched by GLOB. A count, or a search of few
   * matches, sorts what the index finds; a page of many matches walks the sort's index instead,
   * keeping the rows the index found, or reading each row's text when nearly every row matches.
   */
  const keywordCondition = ({ words, fields }: Keywords, pageEnd?: number): WhereClause => {
    // A full-text query and a GLOB pattern both end at a NUL, so neither can look for one; stored text holds none.
    if (words.some((word) => word.includes("\0"))) return { where: "0", params: [] };
    const made = searchTable(fields);
    indexPending(made);
    const search = quote(made);
    const long = words.filter((word) => [...word].length >= 3);
    const short = words.filter((word) => [...word].length < 3);
    const match = matchQuery(long);
    const matches = `SELECT rowid FROM ${search} WHERE ${search} MATCH ?`;
    const globs = (list: string[], text: string) => ({
      terms: list.map(() => `${text} GLOB ?`),
      params: list.map(keywordGlob),
    });
    const plan = pageEnd === undefined ? "sort" : long.length === 0 ? "read" : keywordPlan(matches, match, pageEnd);
    if (Array.isArray(plan)) {
      const { terms, params } = globs(short, searchText(fields, "doc"));
      return { where: [`seq IN (${plan.join(", ")})`, ...terms].join(" AND "), params };
    }
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
    return {
      where: `seq IN (SELECT rowid FROM ${search} WHERE ${where})`,
      params: [...(long.length > 0 ? [match] : []), ...params],
    };
  };

  /**
   * The cheapest way to a page of a search, in rows read as measured on this engine. The index
   * lists matches by rowid, so the newest hundred tell, by how far back they reach, what share of
   * the rows match (taking matches as spread evenly over time): few enough to look up and sort
   * (about 40 each), or a walk of the sort's index that keeps the found ones (reading every match
   * once, then about one per row walked), or reads each row's text (about 30 per row walked).
   * Fewer than a hundred are all the matches: their rowids are the plan.
   */
  const keywordPlan = (matches: string, match: string, pageEnd: number): number[] | "sort" | "walk" | "read" => {
    const sample = 100;
    const newest = (prepare(`${matches} ORDER BY rowid DESC LIMIT ${sample}`).all(match) as { rowid: number }[]).map(
      (row) => row.rowid,
    );
    if (newest.length < sample) return newest;
    const { rows } = prepare(`SELECT max(seq) AS rows FROM ${table}`).get() as { rows: number };
    const share = sample / (rows - (newest.at(-1) ?? 0) + 1);
    const walked = pageEnd / share;
    const costs = { sort: 40 * share * rows, walk: share * rows + walked, read: 30 * walked };
    return (Object.keys(costs) as (keyof typeof costs)[]).reduce((best, plan) =>
      costs[plan] < costs[best] ? plan : best,
    );
  };

  /**
   * The search index of a set of fields, made with the collection or at their first search: an FTS5 table of their texts,
   * filled from the collection, then kept by triggers on every write, whichever process makes it. Filled from
   * many rows, the index is in many segments: merged into one, a rare word is looked up about twice as fast.
   *
   * A new row is indexed later, not by its own INSERT: its trigger notes it in `<index>.pending`, and the rows noted
   * are indexed together, before the next search and a moment after a write. Indexed one at a time, an article of a few
   * sentences cost 170 µs of CPU, half of its insert; a hundred together cost 30 µs each (as PostgreSQL's GIN
   * pending list does for its inverted index). Updates and deletes still change the index in their own statement.
   */
  const searchTable = (fields: string[]): string => {
    const search = `${name}.search(${fields.join(",")})`;
    if (searchTables.has(search)) return search;
    const text = (doc: string) => searchText(fields, doc);
    const [fts, pending] = [quote(search), quote(`${search}.pending`)];
    immediateTransaction(db, () => {
      const made = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(search);
      if (!made) {
        db.exec(`
          CREATE VIRTUAL TABLE ${fts} USING fts5(text, tokenize = 'trigram remove_diacritics 1');
          INSERT INTO ${fts} (rowid, text) SELECT seq, ${text("doc")} FROM ${table};
          INSERT INTO ${fts} (${fts}) VALUES ('optimize');`);
      }
      db.exec(`CREATE TABLE IF NOT EXISTS ${pending} (seq INTEGER PRIMARY KEY)`);
      // A trigger made by an earlier version of this file (which indexed each insert at once) is made again as it is now.
      const trigger = (event: string, when: string, body: string) => {
        const statement = `CREATE TRIGGER ${quote(`${search}.${event}`)} ${when} BEGIN
  ${body};
END`;
        const current = db
          .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
          .get(`${search}.${event}`) as { sql: string } | undefined;
        if (current?.sql === statement) return;
        if (current) db.exec(`DROP TRIGGER ${quote(`${search}.${event}`)}`);
        db.exec(statement);
      };
      trigger("insert", `AFTER INSERT ON ${table}`, `INSERT OR IGNORE INTO ${pending} (seq) VALUES (new.seq)`);
      trigger(
        "delete",
        `AFTER DELETE ON ${table}`,
        `DELETE FROM ${fts} WHERE rowid = old.seq;
  DELETE FROM ${pending} WHERE seq = old.seq`,
      );
      // A write that leaves the searched text as it was (a backfill, a PATCH of another field) leaves the index alone.
      // A row still pending is not in the index yet: the update changes nothing there, and its indexing reads the new text.
      trigger(
        "update",
        `AFTER UPDATE OF doc ON ${table} WHEN ${text("old.doc")} IS NOT ${text("new.doc")}`,
        `UPDATE ${fts} SET text = ${text("new.doc")} WHERE rowid = new.seq`,
      );
    });
    searchTables.set(search, fields);
    indexPending(search);
    return search;
  };

  /** Indexes the rows noted as pending, a batch of them a transaction; answers whether any are left. */
  const indexPending = (search: string, batches = Infinity): boolean => {
    const fields = searchTables.get(search) ?? [];
    const [fts, pending] = [quote(search), quote(`${search}.pending`)];
    const batch = `SELECT seq FROM ${pending} ORDER BY seq LIMIT ${pendingBatch}`;
    for (let done = 0; done < batches; done += 1) {
      if (!prepare(`SELECT 1 FROM ${pending} LIMIT 1`).get()) return false;
      immediateTransaction(db, () => {
        const rows = `SELECT seq, ${searchText(fields, "doc")} FROM ${table} WHERE seq IN (${batch})`;
        db.prepare(`INSERT INTO ${fts} (rowid, text) ${rows}`).run();
        db.prepare(`DELETE FROM ${pending} WHERE seq IN (${batch})`).run();
      });
    }
    return true;
  };

  /**
   * After a write, the rows it noted are indexed a moment later, a batch a turn of the event loop, so that the rows of
   * many requests share a transaction and no request waits for more than one batch. An error (another process holding
   * the file) leaves them pending for the next search or write.
   */
  let timer: NodeJS.Timeout | undefined;
  const written = () => {
    if (timer || searchTables.size === 0) return;
    const later = (delay: number) => {
      timer = setTimeout(() => {
        timer = undefined;
        try {
          const left = db.open && [...searchTables.keys()].map((search) => indexPending(search, 1)).some(Boolean);
          if (left) later(0);
        } catch {
          // Left pending: the next search indexes them first.
        }
      }, delay).unref();
    };
    later(pendingDelayMs);
  };

  /**
   * Merges each search index of the collection into one segment. Rows written one at a time leave an index in many
   * segments, each looked up by a search: grown through the API to 100,000 articles, a rare word cost 3 ms of CPU.
   */
  const optimize = () => {
    for (const search of searchTables.keys()) {
      indexPending(search);
      db.prepare(`INSERT INTO ${quote(search)} (${quote(search)}) VALUES ('optimize')`).run();
    }
  };

  return { make: searchTable, condition: keywordCondition, written, optimize };
}

/**
 * The full-text query of a search: each word a phrase that must all appear. In a phrase between double quotes,
 * FTS5 reads every character as text but a doubled quote, which stands for one, so no word is read as syntax.
 */
function matchQuery(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
}

/** The searched fields' text, as the search index holds it. */
function searchText(fields: string[], doc: string): string {
  return fields.map((field) => `coalesce(${fieldSql(field, doc)}, '')`).join(" || char(10) || ");
}
