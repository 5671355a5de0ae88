import type { Database } from "libsql";
import { fieldPath } from "./field-sql.js";
import { foldText } from "./keywords.js";
import { PairIndex } from "./pair-index.js";
import { fromStoredJson } from "./stored-json.js";
import { valueAt } from "./value-at.js";

const separator = "\u0000";
/** The most rows a collection may have when its first search builds a pair index. */
const pairIndexRows = 250_000;

/** A string, or the strings of an array, folded; nothing else is searched. */
function foldedValue(value: unknown): string {
  if (typeof value === "string") return foldText(value);
  if (!Array.isArray(value)) return "";
  return value.filter((item): item is string => typeof item === "string").map(foldText).join(separator);
}

function foldedTexts(document: object, fields: readonly string[]): string {
  return fields.map((field) => foldedValue(valueAt(document, field))).join(separator);
}

interface StoredValue {
  type: string | null;
  value: unknown;
}

/**
 * A value as `->>` reads it, typed by `json_type`. Texts come from SQLite as flat strings,
 * which regular expressions test several times faster than the slices JSON.parse makes.
 */
function columnValue({ type, value }: StoredValue): unknown {
  if (type === null) return undefined;
  if (type === "object" || type === "array") return fromStoredJson(value as string);
  if (type === "true" || type === "false") return type === "true";
  return value;
}

/**
 * The values of some fields of every document, in memory in row order, so that a filter no
 * index serves (a keyword search) runs as a loop over strings instead of a scan that parses
 * every stored document. Each field is loaded on first use; the collection's writes keep them
 * current, which holds as long as one process writes the database.
 */
export class FieldColumns {
  private readonly seqs: number[] = [];
  private readonly columns = new Map<string, unknown[]>();
  /** Per set of fields searched together, each document's folded texts of them, joined. */
  private readonly searched = new Map<string, { fields: readonly string[]; texts: string[]; index?: PairIndex }>();
  private loaded = false;

  constructor(
    private readonly db: Database,
    private readonly table: string,
  ) {}

  /** Row numbers, ascending; `column(field)[i]` belongs to `rows()[i]`. */
  rows(): readonly number[] {
    if (!this.loaded) {
      for (const seq of this.db.prepare(`SELECT seq FROM ${this.table} ORDER BY seq`).pluck().all()) this.seqs.push(seq as number);
      this.loaded = true;
    }
    return this.seqs;
  }

  column(field: string): unknown[] {
    this.rows();
    let values = this.columns.get(field);
    if (!values) {
      const path = fieldPath(field);
      const rows = this.db.prepare(`SELECT json_type(doc, ${path}) AS type, doc ->> ${path} AS value FROM ${this.table} ORDER BY seq`).all();
      values = (rows as StoredValue[]).map(columnValue);
      this.columns.set(field, values);
    }
    return values;
  }

  /**
   * The texts of `fields` of every document, folded as keyword search compares them and joined
   * by a character no word holds, so that a search tests one string per document.
   */
  folded(fields: readonly string[]): string[] {
    return this.search(fields).texts;
  }

  /**
   * The positions, ascending, of the rows whose folded texts of `fields` may hold every
   * folded word; undefined when no word is long enough to narrow them.
   */
  candidates(fields: readonly string[], words: readonly string[]): number[] | undefined {
    const search = this.search(fields);
    // Building the index takes tens of seconds past a few hundred thousand rows, all that
    // time in the request that asks first: larger collections test every folded text instead.
    if (!search.index && this.seqs.length > pairIndexRows) return undefined;
    search.index ??= new PairIndex(this.seqs, search.texts);
    return search.index.candidates(words)?.map((seq) => this.position(seq) as number);
  }

  private search(fields: readonly string[]) {
    const key = fields.join(separator);
    let search = this.searched.get(key);
    if (!search) {
      const columns = fields.map((field) => this.column(field));
      const texts = this.rows().map((_, at) => columns.map((values) => foldedValue(values[at])).join(separator));
      this.searched.set(key, (search = { fields, texts }));
    }
    return search;
  }

  added(seq: number, document: object): void {
    if (!this.loaded) return;
    this.seqs.push(seq);
    for (const [field, values] of this.columns) values.push(valueAt(document, field));
    for (const { fields, texts, index } of this.searched.values()) {
      const text = foldedTexts(document, fields);
      texts.push(text);
      index?.add(seq, text);
    }
  }

  changed(seq: number, document: object): void {
    const at = this.position(seq);
    if (at === undefined) return;
    for (const [field, values] of this.columns) values[at] = valueAt(document, field);
    for (const { fields, texts, index } of this.searched.values()) {
      const text = foldedTexts(document, fields);
      index?.remove(seq, texts[at] as string);
      index?.add(seq, text);
      texts[at] = text;
    }
  }

  removed(seq: number): void {
    const at = this.position(seq);
    if (at === undefined) return;
    this.seqs.splice(at, 1);
    for (const values of this.columns.values()) values.splice(at, 1);
    for (const { texts, index } of this.searched.values()) {
      index?.remove(seq, texts[at] as string);
      texts.splice(at, 1);
    }
  }

  private position(seq: number): number | undefined {
    let [low, high] = [0, this.seqs.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.seqs[middle] as number;
      if (found === seq) return middle;
      if (found < seq) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}
