import { fieldSql } from "./field-sql.js";
import type { FindOptions } from "./store.js";

/** The ORDER BY clause of a sort, ties in row order in the direction of the last key. */
export function orderSql(sort: FindOptions["sort"] = {}): string {
  const order = Object.entries(sort).map(([field, direction]) => `${fieldSql(field)} ${direction === 1 ? "ASC" : "DESC"}`);
  const last = Object.values(sort).at(-1) === -1 ? "DESC" : "ASC";
  return ` ORDER BY ${[...order, `seq ${last}`].join(", ")}`;
}
