import type { Database, Statement } from "libsql";
import { quoteName } from "./field-sql.js";
import { foldText, searchText, type Keywords } from "./keywords.js";
import type { SearchTables } from "./search-tables.js";
import { textTokens } from "./search-tokens.js";
import { SeqBits } from "./seq-bits.js";
import { TokenCounts } from "./token-counts.js";

/** Documents indexed per step when an index is built over documents already stored; each step blocks the server briefly. */
const buildStep = 2_000;
/** Texts read per step when a later run loads them. */
const loadStep = 5_000;
/** Past this many candidates, a word is tested by its bits rather than in every candidate's text. */
const bitsAfter = 200;
/** Words whose bits are kept, per set of fields; the least recently used goes first. */
const rememberedWords = 64;

/**
 * The keyword searches of one collection, on tables kept in the database beside it: per set
 * of fields searched together, the folded texts of every document and a full-text table of
 * the pairs of characters they hold (see search-tokens.ts). A search reads the rows
 * holding the rarest tokens of its words, and tests their texts, kept in memory too, for the
 * words. The first search of a set of fields creates its tables and fills them in steps,
 * between which the server goes on answering; from then on every write keeps them current
 * in its own transaction, and later runs only read the texts back.
 */
export class KeywordIndex {
  private readonly searches = new Map<string, SearchTables>();
  private readonly tokenCounts: TokenCounts;

  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly sql: (text: string) => Statement,
    total: () => number,
  ) {
    this.tokenCounts = new TokenCounts(sql, total);
    // Searches created by earlier runs: writes must keep them current from the start.
    const earlier = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").all(`${name}.searches`).length > 0;
    if (!earlier) return;
    for (const fields of db.prepare(`SELECT fields FROM ${this.progressTable}`).pluck().all() as string[]) {
      this.open(fields.split(","));
    }
  }

  private get progressTable(): string {
    return quoteName(`${this.name}.searches`);
  }

  /** Whether any search table must follow the writes; a write then runs in a transaction with them. */
  get active(): boolean {
    return this.searches.size > 0;
  }

  /** Ascending row numbers of the documents holding every word in one of the fields at least. */
  async matching({ words, fields }: Keywords): Promise<number[]> {
    const search = this.open(fields);
    await search.ready;
    const folded = words.map(foldText);
    const narrowing = this.tokenCounts.narrowingTokens(search, folded);
    let candidates: number[] | undefined;
    if (narrowing.length > 0) {
      // One JSON array rather than a row each: libsql spends microseconds on every row it answers.
      const query = `SELECT json_group_array(rowid) AS seqs FROM (SELECT rowid FROM ${search.tokens} WHERE ${search.tokens} MATCH ? ORDER BY rowid)`;
      candidates = JSON.parse((this.sql(query).get(narrowing.join(" ")) as { seqs: string }).seqs) as number[];
    }
    if (candidates && candidates.length <= bitsAfter) {
      const holds = (text: string | undefined) => text !== undefined && folded.every((word) => text.includes(word));
      return candidates.filter((seq) => holds(search.loaded[seq]));
    }
    const bits = folded.map((word) => this.wordBits(search, word));
    const held = (seq: number) => bits.every((word) => word.has(seq));
    if (candidates) return candidates.filter(held);
    const matched: number[] = [];
    for (let seq = 0; seq < search.loaded.length; seq += 1) if (held(seq)) matched.push(seq);
    return matched;
  }

  /** Which texts hold a word: tested in every text once, then kept current by the writes. */
  private wordBits(search: SearchTables, word: string): SeqBits {
    let bits = search.words.get(word);
    if (bits) {
      search.words.delete(word);
    } else {
      bits = new SeqBits();
      for (let seq = 0; seq < search.loaded.length; seq += 1) if (search.loaded[seq]?.includes(word)) bits.set(seq, true);
      if (search.words.size >= rememberedWords) search.words.delete(search.words.keys().next().value as string);
    }
    search.words.set(word, bits);
    return bits;
  }

  /** SQL testing that the row `table.seq` holds every word (folded), with its parameters. */
  verifying(table: string, { words, fields }: Keywords): { where: string; params: unknown[] } {
    const search = this.open(fields);
    const verify = words.map(() => "instr(text, ?) > 0").join(" AND ") || "1";
    return { where: `(SELECT ${verify} FROM ${search.texts} WHERE seq = ${table}.seq)`, params: words.map(foldText) };
  }

  added(seq: number, document: object): void {
    for (const search of this.searches.values()) this.put(search, seq, document);
    this.tokenCounts.counted();
  }

  changed(seq: number, document: object): void {
    for (const search of this.searches.values()) this.put(search, seq, document);
    this.tokenCounts.counted();
  }

  removed(seq: number): void {
    for (const search of this.searches.values()) this.drop(search, seq);
    this.tokenCounts.counted();
  }

  private put(search: SearchTables, seq: number, document: object): void {
    const text = searchText(document, search.fields);
    search.loaded[seq] = text;
    for (const [word, bits] of search.words) bits.set(seq, text.includes(word));
    this.sql(`INSERT OR REPLACE INTO ${search.texts} (seq, text) VALUES (?, ?)`).run(seq, text);
    this.sql(`INSERT OR REPLACE INTO ${search.tokens} (rowid, tokens) VALUES (?, ?)`).run(seq, textTokens(text));
  }

  private drop(search: SearchTables, seq: number): void {
    // Assigned rather than deleted, which would turn the array into a slower dictionary.
    search.loaded[seq] = undefined;
    for (const bits of search.words.values()) bits.set(seq, false);
    this.sql(`DELETE FROM ${search.texts} WHERE seq = ?`).run(seq);
    this.sql(`DELETE FROM ${search.tokens} WHERE rowid = ?`).run(seq);
  }

  private open(fields: string[]): SearchTables {
    const key = fields.join(",");
    let search = this.searches.get(key);
    if (search) return search;
    const texts = quoteName(`${this.name}.search:${key}`);
    const tokens = quoteName(`${this.name}.tokens:${key}`);
    const progress = "fields TEXT PRIMARY KEY, done INTEGER NOT NULL, built INTEGER NOT NULL";
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${this.progressTable} (${progress})`);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${texts} (seq INTEGER PRIMARY KEY, text TEXT NOT NULL)`);
    // Contentless: the tokens are only looked up, never read back.
    this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${tokens} USING fts5(tokens, tokenize = 'ascii', detail = none, content = '', contentless_delete = 1)`);
    this.db.prepare(`INSERT OR IGNORE INTO ${this.progressTable} (fields, done, built) VALUES (?, 0, 0)`).run(key);
    search = { fields: [...fields], texts, tokens, loaded: [], ready: Promise.resolve(), words: new Map() };
    this.searches.set(key, search);
    search.ready = this.load(search).then(() => this.build(search, key));
    return search;
  }

  /** Reads the texts indexed by an earlier run into memory, in steps. */
  private async load(search: SearchTables): Promise<void> {
    const query = `SELECT seq, text FROM ${search.texts} WHERE seq > ? ORDER BY seq LIMIT ?`;
    for (let after = 0; ; ) {
      const rows = this.sql(query).raw().all(after, loadStep) as [number, string][];
      // A write in between has set its own text already, which is the stored one as well.
      for (const [seq, text] of rows) search.loaded[seq] ??= text;
      if (rows.length < loadStep) return;
      after = (rows.at(-1) as [number, string])[0];
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Indexes the documents stored before the tables, in steps, from where an interrupted build stopped. */
  private async build(search: SearchTables, key: string): Promise<void> {
    const progress = this.db.prepare(`SELECT done, built FROM ${this.progressTable} WHERE fields = ?`).get(key) as { done: number; built: number };
    if (progress.built) return;
    const table = quoteName(this.name);
    const last = (this.db.prepare(`SELECT max(seq) AS last FROM ${table}`).get() as { last: number | null }).last ?? 0;
    const step = this.db.transaction((from: number): number => {
      const rows = this.sql(`SELECT seq, doc FROM ${table} WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?`).all(from, last, buildStep) as { seq: number; doc: string }[];
      for (const { seq, doc } of rows) this.put(search, seq, JSON.parse(doc) as object);
      const done = rows.at(-1)?.seq ?? last;
      this.sql(`UPDATE ${this.progressTable} SET done = ?, built = ? WHERE fields = ?`).run(done, done >= last ? 1 : 0, key);
      return done;
    });
    for (let done = progress.done; done < last; ) {
      done = step(done);
      // Lets requests in between; documents written meanwhile are indexed by their writes.
      if (done < last) await new Promise((resolve) => setImmediate(resolve));
    }
    if (last === progress.done) this.sql(`UPDATE ${this.progressTable} SET built = 1 WHERE fields = ?`).run(key);
  }
}
