import type { Database, Statement } from "libsql";
import type { SqlCondition } from "./filter-sql.js";
import { copyStored, fromStoredJson } from "./stored-json.js";

/** How many documents each collection keeps at hand by id. */
const rememberedRows = 10_000;

export interface Row {
  seq: number;
  id: string;
  doc: string;
}

/** The reads of one collection's table: statements prepared once, rows by condition, by `seq` and by id, and documents by id. */
export function tableRows(db: Database, table: string) {
  const statements = new Map<string, Statement>();
  const sql = (text: string): Statement => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return statement;
  };
  const rows = (condition: SqlCondition, tail = "", tailParams: unknown[] = []) =>
    sql(`SELECT seq, id, doc FROM ${table} WHERE ${condition.where}${tail}`).all(...condition.params, ...tailParams) as Row[];
  // Recently read documents by id, as stored: a signed-in user is read on every request, and
  // libsql's native call costs several times the parse. Writes drop the entries they change.
  const recentRows = new Map<string, Row>();
  // `get` reads one row directly; `all` sets up an iterator, several times the cost of a read by id.
  const first = (condition: SqlCondition) =>
    sql(`SELECT seq, id, doc FROM ${table} WHERE ${condition.where} LIMIT 1`).get(...condition.params) as Row | undefined;
  const byId = (id: string): Row | undefined => {
    const cached = recentRows.get(id);
    if (cached) return cached;
    const row = first({ where: "id = ?", params: [id] });
    if (!row) return undefined;
    if (recentRows.size >= rememberedRows) recentRows.delete(recentRows.keys().next().value as string);
    recentRows.set(id, row);
    return row;
  };
  // The documents of the kept rows, parsed once: copying one costs a third of parsing it again.
  // A write drops its kept row, and the document goes with it.
  const documents = new WeakMap<Row, object>();
  /** The document with this id, its id included, as a copy of its own for each call. */
  const documentById = (id: string): object | undefined => {
    const row = byId(id);
    if (!row) return undefined;
    let document = documents.get(row);
    if (!document) documents.set(row, (document = { ...(fromStoredJson(row.doc) as object), id: row.id }));
    return copyStored(document) as object;
  };
  const rowsBySeq = (seqs: number[]): Row[] => {
    const found = new Map(rows({ where: "seq IN (SELECT value FROM json_each(?))", params: [JSON.stringify(seqs)] }).map((row) => [row.seq, row]));
    return seqs.map((seq) => found.get(seq) as Row);
  };
  return { sql, rows, recentRows, first, byId, documentById, rowsBySeq };
}
