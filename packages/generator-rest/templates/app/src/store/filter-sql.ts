import { fieldSql } from "./field-sql.js";
import type { Filter } from "./store.js";
import { toStoredJson } from "./stored-json.js";

export interface SqlCondition {
  where: string;
  params: unknown[];
}

/**
 * A filter of plain equalities as a SQL condition, so an index on the field serves it;
 * undefined when it needs an operator, which the collection evaluates in JavaScript instead.
 */
export function filterSql(filter: Filter): SqlCondition | undefined {
  const terms: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith("$")) return undefined;
    if (value === null) {
      terms.push(`${fieldSql(field)} IS NULL`);
      continue;
    }
    const param = sqlValue(value);
    if (param === undefined) return undefined;
    terms.push(`${fieldSql(field)} = ?`);
    params.push(param);
  }
  return { where: terms.length > 0 ? terms.join(" AND ") : "1", params };
}

/** The value `->>` reads for a stored scalar; undefined for anything else. */
function sqlValue(value: unknown): string | number | undefined {
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return toStoredJson(value);
  return undefined;
}
