import type { Page, PageOptions, Position, Stored } from "./store.js";

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
  const fits = Array.isArray(position) && position.length === keys + 1 && isPlace(position.at(-1)) && position.slice(0, -1).every(isKey);
  if (!fits) throw new PositionError(`A position in this sort holds ${keys} sort keys, then the row's place`);
}

/** An insertion number: a number, or the digits of a bigint as PostgreSQL's driver gives them. */
export function isInsertionNumber(value: unknown): boolean {
  return (typeof value === "number" || typeof value === "string") && /^\d{1,19}$/.test(String(value));
}

/** A sort key kept as JSON text, as PostgreSQL and MongoDB positions keep them; NUL is refused as jsonb refuses it. */
export function isJsonText(value: unknown): boolean {
  if (typeof value !== "string" || value.includes("\\u0000")) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** A row as a keyset read finds it: the document and where it stands in the sort. */
export interface PlacedRow<T> {
  document: Stored<T>;
  position: Position;
}

/**
 * A page read from a position, the same way on every engine: `read` answers up to `count` rows past
 * the position in the sort's order, or in the reverse order for a page before it. One row more than
 * the page tells whether there are more.
 */
export async function readPage<T>(
  { limit, after, before }: PageOptions,
  check: (position: Position) => void,
  read: (backwards: boolean, from: Position | undefined, count: number) => Promise<PlacedRow<T>[]>,
): Promise<Page<T>> {
  const from = before ?? after;
  if (from) check(from);
  const found = await read(before !== undefined, from, limit + 1);
  const page = found.slice(0, limit);
  if (before) page.reverse();
  return { rows: page.map((row) => row.document), first: page[0]?.position, last: page.at(-1)?.position, more: found.length > limit };
}
