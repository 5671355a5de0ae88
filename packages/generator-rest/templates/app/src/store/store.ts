/** A value a filter compares a field with; `null` matches a missing field too. */
export type FilterValue = string | number | boolean | Date | null;

/** Every word appears in one of the fields at least, as a part of its text, ignoring case and accents. */
export interface Keywords {
  words: string[];
  fields: string[];
}

/**
 * What a read selects: fields (`a.b` names the field `b` of the object in `a`) equal to the
 * values given, all of them, and the keyword search of a list's `q` under `$keywords`.
 */
export type Filter = { $keywords?: Keywords } & { [field: string]: FilterValue | Keywords | undefined };

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

export interface Index {
  /** A field name; `a.b` indexes the field `b` of the object in `a`. */
  field: string;
  unique?: boolean;
  /** Leaves out documents without the field, so a unique index allows any number of them. */
  sparse?: boolean;
  /** On a date field: the store drops a document this many seconds after its date. */
  expireAfterSeconds?: number;
}

/** The port every endpoint group talks to; `openStore` picks the adapter. */
export interface Collection<T extends object> {
  insert(document: T): Promise<Stored<T>>;
  findById(id: string): Promise<Stored<T> | null>;
  findOne(filter: Filter): Promise<Stored<T> | null>;
  find(filter: Filter, options?: FindOptions): Promise<Stored<T>[]>;
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
  close(): Promise<void>;
}
