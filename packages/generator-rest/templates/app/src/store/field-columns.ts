import type { Database } from "libsql";
import { fieldPath } from "./field-sql.js";
import { foldedTexts, searchText } from "./keywords.js";
import { fromStoredJson } from "./stored-json.js";
import { valueAt } from "./value-at.js";

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
 * index serves (an operator such as `$in`, or keywords with other conditions) runs as a loop
 * over values instead of a scan that parses every stored document. Each field is loaded on first use; the collection's writes keep them
 * current, which holds as long as one process writes the database.
 */
export class FieldColumns {
  private readonly seqs: number[] = [];
  private readonly columns = new Map<string, unknown[]>();
  /** Per set of fields searched together, each document's folded texts of them, joined. */
  private readonly searched = new Map<string, { fields: readonly string[]; texts: string[] }>();
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
    const key = fields.join(",");
    let search = this.searched.get(key);
    if (!search) {
      const columns = fields.map((field) => this.column(field));
      const texts = this.rows().map((_, at) => foldedTexts(columns.map((values) => values[at])));
      this.searched.set(key, (search = { fields, texts }));
    }
    return search.texts;
  }

  added(seq: number, document: object): void {
    if (!this.loaded) return;
    this.seqs.push(seq);
    for (const [field, values] of this.columns) values.push(valueAt(document, field));
    for (const { fields, texts } of this.searched.values()) texts.push(searchText(document, fields));
  }

  changed(seq: number, document: object): void {
    const at = this.position(seq);
    if (at === undefined) return;
    for (const [field, values] of this.columns) values[at] = valueAt(document, field);
    for (const { fields, texts } of this.searched.values()) texts[at] = searchText(document, fields);
  }

  removed(seq: number): void {
    const at = this.position(seq);
    if (at === undefined) return;
    this.seqs.splice(at, 1);
    for (const values of this.columns.values()) values.splice(at, 1);
    for (const { texts } of this.searched.values()) texts.splice(at, 1);
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
