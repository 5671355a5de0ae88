/**
 * A MongoDB-style filter; both adapters understand equality, `$regex`, `$in`, `$nin`, `$ne`,
 * `$gt`, `$gte`, `$lt`, `$lte`, `$exists`, `$and` and `$or`, plus a keyword search at the top
 * level: `{ $keywords: { words, fields } }` (see keywords.ts), which each adapter runs its own way.
 */
export type Filter = Record<string, unknown>;

export type Stored<T> = T & { id: string };

export interface FindOptions {
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
  /** On a date field: the store drops a document this many seconds after its date (lazily, so still check it). */
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

export interface Store {
  collection<T extends object>(name: string, indexes?: Index[]): Promise<Collection<T>>;
  close(): Promise<void>;
}
