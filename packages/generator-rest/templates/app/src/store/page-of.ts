import { compareValues } from "./compare-values.js";
import type { FieldColumns } from "./field-columns.js";
import { smallest } from "./smallest.js";
import type { FindOptions } from "./store.js";

/** The `seq` of the rows of a page of positions, sorted on the in-memory columns. */
export function pageOf(columns: FieldColumns, positions: number[], options: FindOptions): number[] {
  const sort = Object.entries(options.sort ?? {}).map(([field, direction]) => [columns.column(field), direction] as const);
  const compare = (a: number, b: number) => {
    for (const [values, direction] of sort) {
      const order = compareValues(values[a], values[b]);
      if (order !== 0) return order * direction;
    }
    // Ties keep row order, in the direction of the last key, as the SQL pages do.
    return (a - b) * (sort.at(-1)?.[1] ?? 1);
  };
  const skip = options.skip ?? 0;
  const ordered = options.limit ? smallest(positions, skip + options.limit, compare) : [...positions].sort(compare);
  return ordered.slice(skip).map((position) => columns.rows()[position] as number);
}
