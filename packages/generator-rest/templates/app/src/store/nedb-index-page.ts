import type { Filter, FindOptions } from "./store.js";
import type { RawDocument as Raw } from "./to-stored.js";

/** The parts of a nedb Datastore read here; its typings leave them out. */
interface IndexedDatastore {
  indexes: Record<string, { sparse: boolean; getAll(): Raw[]; tree: { getNumberOfKeys(): number } } | undefined>;
  ttlIndexes: Record<string, number>;
  executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
}

/**
 * One page of an unfiltered list sorted by a single indexed field, read in the index's
 * order: nedb's cursor sorts the whole collection for every page, which makes lists slow
 * once a collection holds thousands of documents. Answers undefined when the cursor must do
 * the work: a filter, several sort keys, no plain index on the field, or expiring documents.
 * Runs in nedb's queue, after the writes asked for before it.
 */
export async function pageInIndexOrder(datastore: unknown, filter: Filter, options: FindOptions): Promise<Raw[] | undefined> {
  const db = datastore as IndexedDatastore;
  const sort = Object.entries(options.sort ?? {});
  if (Object.keys(filter).length > 0 || sort.length !== 1 || Object.keys(db.ttlIndexes).length > 0) return undefined;
  const [field, direction] = sort[0] ?? [];
  const index = field === undefined ? undefined : db.indexes[field];
  if (!index || index.sparse) return undefined;
  return db.executor.pushAsync(async () => {
    const ordered = index.getAll();
    // An array value puts a document under each of its items: then only the cursor sorts right.
    // The _id index holds each document under one key, so counting its keys counts the documents
    // without copying them all into an array, as getAllData() would.
    if (ordered.length !== db.indexes["_id"]?.tree.getNumberOfKeys()) return undefined;
    if (direction === -1) ordered.reverse();
    const skip = options.skip ?? 0;
    const page = ordered.slice(skip, options.limit ? skip + options.limit : undefined);
    // The index holds the cached documents themselves: callers get copies, as from the cursor.
    return page.map((document) => structuredClone(document));
  });
}
