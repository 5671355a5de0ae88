import type { Page, PageOptions, Position, Stored } from "./store.js";
import { fromStoredJson } from "./stored-json.js";

/** A position (a list cursor's content) that does not fit the sort it was handed with: a client's mistake, answered 400. */
export class PositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PositionError";
  }
}

/**
 * Checks a position handed back by a client before it reaches a query: `keys` sort keys, each as
 * the adapter's `isKey` takes them, then the row's place in insertion order as `isPlace` takes it.
 */
export function checkPosition(
  position: Position,
  keys: number,
  isKey: (value: unknown) => boolean,
  isPlace: (value: unknown) => boolean = isInsertionNumber,
): void {
  const fits =
    Array.isArray(position) &&
    position.length === keys + 1 &&
    isPlace(position.at(-1)) &&
    position.slice(0, -1).every(isKey);
  if (!fits) throw new PositionError(`A position in this sort holds ${keys} sort keys, then the row's place`);
}

/**
 * An insertion number: a whole number a double holds exactly (no table counts that far), as a number or as the
 * digits PostgreSQL's driver gives a bigint in. Past a bigint's range, PostgreSQL would fail the query.
 */
export function isInsertionNumber(value: unknown): boolean {
  const place = typeof value === "string" && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(place) && (place as number) >= 0;
}

/**
 * A sort key kept as JSON text, as PostgreSQL and MongoDB positions keep them: the JSON of a value a field may
 * hold. That is a text of whole characters without NUL, a finite number whose exponent has at most three digits
 * as a double's has, true, false, null or a stored date. jsonb refuses the other texts and numbers, failing the query.
 */
export function isJsonText(value: unknown): boolean {
  if (typeof value !== "string") return false;
  let key: unknown;
  try {
    key = fromStoredJson(value);
  } catch {
    return false;
  }
  if (typeof key === "string") return !key.includes("\0") && !/\p{Surrogate}/u.test(key);
  if (typeof key === "number") return Number.isFinite(key) && !/e[-+]?\d{4}/i.test(value);
  if (key instanceof Date) return !Number.isNaN(key.getTime());
  return key === null || typeof key === "boolean";
}

/** A row as a keyset read finds it: the document and where it stands in the sort. */
export interface PlacedRow<T> {
  document: Stored<T>;
  position: Position;
}

/**
 * A page read from a position, the same way on every engine: `read` answers up to `count` rows past
 * the position in the sort's order, or in the reverse order for a page before it, and short of `until` where both
 * `after` and `before` are given (the rows between them, read forward). One row more than the page tells whether
 * there are more.
 */
export async function readPage<T>(
  { limit, after, before }: PageOptions,
  check: (position: Position) => void,
  read: (backwards: boolean, from: Position | undefined, count: number, until?: Position) => Promise<PlacedRow<T>[]>,
): Promise<Page<T>> {
  const backwards = before !== undefined && after === undefined;
  const [from, until] = backwards ? [before, undefined] : [after, before];
  for (const position of [from, until]) if (position) check(position);
  const found = await read(backwards, from, limit + 1, until);
  const page = found.slice(0, limit);
  if (backwards) page.reverse();
  return {
    rows: page.map((row) => row.document),
    first: page[0]?.position,
    last: page.at(-1)?.position,
    more: found.length > limit,
  };
}
