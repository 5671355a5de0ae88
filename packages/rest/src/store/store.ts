import type { Migrator } from "../migrate/migrator.js";

/** A value a filter compares a field with; `null` matches a missing field too. */
export type FilterValue = string | number | boolean | Date | null;

/** Bounds on a field's value, each optional; a missing value is within none. */
export interface Range {
  $gt?: string | number | Date;
  $gte?: string | number | Date;
  $lt?: string | number | Date;
  $lte?: string | number | Date;
}

/** What a filter asks of one field: a value, one of several (`$in`), or a range. */
export type Condition = FilterValue | { $in: FilterValue[] } | Range;

/** Every word appears in one of the fields at least, as a part of its text, ignoring case and accents. */
export interface Keywords {
  words: string[];
  fields: string[];
}

/**
 * What a read selects: fields (`a.b` names the field `b` of the object in `a`) meeting their
 * conditions (several on one field must all hold), and the keyword search of a list's `q` under `$keywords`.
 */
export type Filter = { $keywords?: Keywords } & { [field: string]: Condition | Condition[] | Keywords | undefined };

/** The bounds of a range condition, in the order SQL compares them. */
export const rangeOperators = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" } as const;

/** Each condition a filter puts on a field, one pair a condition, the keyword search left out. */
export function fieldConditions(filter: Filter): [string, Condition][] {
  return Object.entries(filter).flatMap(([field, given]) =>
    field === "$keywords" || given === undefined
      ? []
      : [given as Condition | Condition[]].flat().map((condition): [string, Condition] => [field, condition]),
  );
}

/** Splits a condition into its kind, so each adapter writes each kind once. */
export function conditionKind(
  condition: Condition,
):
  | { equal: FilterValue }
  | { among: FilterValue[] }
  | { range: [keyof typeof rangeOperators, string | number | Date][] } {
  if (condition === null || typeof condition !== "object" || condition instanceof Date) return { equal: condition };
  if ("$in" in condition) return { among: condition.$in };
  const bounds = Object.entries(condition).filter(([, value]) => value !== undefined);
  return { range: bounds as [keyof typeof rangeOperators, string | number | Date][] };
}

/** The names along a field (`a.b` -> `a`, `b`), checked to be plain names: they go into SQL and index names. */
export function fieldPath(field: string): string[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(field)) {
    throw new Error(`Invalid field name "${field}": use letters, digits and _, with . between nested names`);
  }
  return field.split(".");
}

export type Stored<T> = T & { id: string };

export interface FindOptions {
  /** Fields and their directions; a missing value sorts before every other, as `null` does. */
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

/**
 * Where a row stands in a sort: its sort keys as the engine compares them, then its place in
 * insertion order. Made by `findPage`, handed back to it as `after` or `before`; JSON-safe, so a
 * list can pass it to its client inside a cursor.
 */
export type Position = (string | number | null)[];

export interface PageOptions {
  sort: Record<string, 1 | -1>;
  limit: number;
  /** The page starts past this row: a page far down the list costs what the first one does. */
  after?: Position;
  /** The page is the rows just before this row, still in the sort's order; with `after`, the rows between the two. */
  before?: Position;
  /** Rows left out at the start, or past the position: a page by its number costs what it skips. */
  skip?: number;
}

export interface Page<T> {
  rows: Stored<T>[];
  /** Where the page's first and last rows stand, for the pages before and after it. */
  first?: Position;
  last?: Position;
  /** Whether more rows lie beyond the page in the direction it was read: past `last`, or before `first` for `before`. */
  more: boolean;
}

export interface Index {
  /** A field name; `a.b` indexes the field `b` of the object in `a`. */
  field: string;
  /**
   * Refuses a second document with the same value; looked up by equality. A field a list also sorts or
   * ranges over takes a second index, without `unique`.
   */
  unique?: boolean;
  /** Leaves out documents without the field, so a unique index allows any number of them. */
  sparse?: boolean;
  /** On a date field: the store drops a document this many seconds after its date. */
  expireAfterSeconds?: number;
  /**
   * Fields a list in this index's order filters on. The embedded store keeps their values in the index, so such a
   * list reads its filters from the index instead of from each document it passes; the others read documents whose
   * fields cost less to reach. Not with `unique`.
   */
  covers?: string[];
  /**
   * A field whose each value gets its own run of this index's order: a list of one value's documents (a creator's,
   * the comments of one article) in this order reads its page, however many documents the others hold. Not with
   * `unique`.
   */
  within?: string;
}

/** The port every endpoint group talks to; `openStore` picks the adapter. */
export interface Collection<T extends object> {
  insert(document: T): Promise<Stored<T>>;
  findById(id: string): Promise<Stored<T> | null>;
  findOne(filter: Filter): Promise<Stored<T> | null>;
  find(filter: Filter, options?: FindOptions): Promise<Stored<T>[]>;
  /** A page of a list read from a position (keyset), in the order of the sort's index. */
  findPage(filter: Filter, options: PageOptions): Promise<Page<T>>;
  count(filter: Filter): Promise<number>;
  /** Sets the given fields; answers the updated document, or null for an unknown id. */
  update(id: string, changes: Partial<T>): Promise<Stored<T> | null>;
  /** Answers whether a document was removed. */
  remove(id: string): Promise<boolean>;
}

/** What a database server's adapter is opened with. */
export interface DatabaseConfig {
  url: string;
  /** Connections kept open at most by one instance (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** A statement running longer is cut short (DATABASE_STATEMENT_TIMEOUT, ms). */
  statementTimeoutMs: number;
}

export interface Store {
  /**
   * Opens a collection, making its indexes, and the keyword index of the text fields `search` names:
   * a search over other fields makes theirs at its first use.
   */
  collection<T extends object>(name: string, indexes?: Index[], search?: string[]): Promise<Collection<T>>;
  /** Throws when the database cannot answer now; the readiness route asks it. */
  ping(): Promise<void>;
  /** What `npm run migrate` changes the stored documents and indexes with (`@hostkit/rest/migrate`). */
  migrator(): Migrator;
  close(): Promise<void>;
}
