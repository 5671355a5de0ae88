/** One key of a sort as SQL: the expression (never NULL) and its direction. */
export interface SortKey {
  sql: string;
  direction: 1 | -1;
}

/**
 * The rows past a position in a sort, as a WHERE clause: `value(i)` writes the position's i-th
 * value as SQL, in the order the clause reads them. The first key alone bounds a range of the
 * sort's index, so a page far down the list reads what the first does; then each key decides
 * among the rows whose keys before it tie.
 */
export function pastPosition(keys: SortKey[], value: (index: number) => string): string {
  const [first] = keys;
  if (!first) throw new Error("A position is past nothing without a sort key");
  const after = (key: SortKey) => (key.direction === 1 ? ">" : "<");
  const bound = `${first.sql} ${after(first)}= ${value(0)}`;
  const decided = keys.map((key, index) => {
    const ties = keys.slice(0, index).map((tied, at) => `${tied.sql} = ${value(at)}`);
    return `(${[...ties, `${key.sql} ${after(key)} ${value(index)}`].join(" AND ")})`;
  });
  return `${bound} AND (${decided.join(" OR ")})`;
}

/** The same keys read the other way, to find the rows before a position. */
export function reversed(keys: SortKey[]): SortKey[] {
  return keys.map((key) => ({ ...key, direction: key.direction === 1 ? -1 : 1 }));
}

/** The ORDER BY clause of a sort's keys. */
export function orderBy(keys: SortKey[]): string {
  return ` ORDER BY ${keys.map((key) => `${key.sql} ${key.direction === 1 ? "ASC" : "DESC"}`).join(", ")}`;
}
