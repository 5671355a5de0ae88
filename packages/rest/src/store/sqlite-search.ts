import type Database from "libsql";
import { keywordGlob } from "./keywords.js";
import { fieldSql, quote } from "./sqlite-names.js";
import type { Keywords } from "./store.js";

export type WhereClause = { where: string; params: unknown[] };

/**
 * Keyword search over one collection of the embedded store: `make` makes the search index of a
 * set of fields, `condition` is the WHERE clause of a search, for a count or for a page ending at
 * `pageEnd` (its skip and limit), whose plan it picks.
 */
export function sqliteSearch(db: Database.Database, prepare: (sql: string) => Database.Statement, name: string) {
  const table = quote(name);
  const searchTables = new Set<string>();

  /**
   * Words of three characters or more go to the trigram index, which folds case and accents;
   * shorter ones, which it cannot look up, are matched by GLOB. A count, or a search of few
   * matches, sorts what the index finds; a page of many matches walks the sort's index instead,
   * keeping the rows the index found, or reading each row's text when nearly every row matches.
   */
  const keywordCondition = ({ words, fields }: Keywords, pageEnd?: number): WhereClause => {
    // A full-text query and a GLOB pattern both end at a NUL, so neither can look for one; stored text holds none.
    if (words.some((word) => word.includes("\0"))) return { where: "0", params: [] };
    const search = quote(searchTable(fields));
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
   */
  const searchTable = (fields: string[]): string => {
    const search = `${name}.search(${fields.join(",")})`;
    if (searchTables.has(search)) return search;
    const text = (doc: string) => searchText(fields, doc);
    db.transaction(() => {
      const made = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(search);
      if (!made) {
        const [fts, trigger] = [quote(search), (event: string) => quote(`${search}.${event}`)];
        db.exec(`
          CREATE VIRTUAL TABLE ${fts} USING fts5(text, tokenize = 'trigram remove_diacritics 1');
          INSERT INTO ${fts} (rowid, text) SELECT seq, ${text("doc")} FROM ${table};
          INSERT INTO ${fts} (${fts}) VALUES ('optimize');
          CREATE TRIGGER ${trigger("insert")} AFTER INSERT ON ${table} BEGIN
            INSERT INTO ${fts} (rowid, text) VALUES (new.seq, ${text("new.doc")});
          END;
          CREATE TRIGGER ${trigger("delete")} AFTER DELETE ON ${table} BEGIN
            DELETE FROM ${fts} WHERE rowid = old.seq;
          END;`);
      }
      // A write that leaves the searched text as it was (a backfill, a PATCH of another field) leaves the index alone;
      // an update trigger made before this condition existed is made again with it.
      const update = quote(`${search}.update`);
      const statement = `CREATE TRIGGER ${update} AFTER UPDATE OF doc ON ${table} WHEN ${text("old.doc")} IS NOT ${text("new.doc")} BEGIN
            UPDATE ${quote(search)} SET text = ${text("new.doc")} WHERE rowid = new.seq;
          END`;
      const current = db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
        .get(`${search}.update`) as { sql: string } | undefined;
      if (current?.sql !== statement) {
        if (current) db.exec(`DROP TRIGGER ${update}`);
        db.exec(statement);
      }
    }).immediate();
    searchTables.add(search);
    return search;
  };

  /**
   * Merges each search index of the collection into one segment. Rows written one at a time leave an index in many
   * segments, each looked up by a search: grown through the API to 100,000 articles, a rare word cost 3 ms of CPU.
   */
  const optimize = () => {
    for (const search of searchTables)
      db.prepare(`INSERT INTO ${quote(search)} (${quote(search)}) VALUES ('optimize')`).run();
  };

  return { make: searchTable, condition: keywordCondition, optimize };
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
