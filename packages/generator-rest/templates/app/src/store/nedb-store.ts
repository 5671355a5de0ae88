import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import nedb from "@seald-io/nedb";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { pageInIndexOrder } from "./nedb-index-page.js";
import type { Collection, Filter, FindOptions, Index, Store } from "./store.js";
import { toStored, type RawDocument as Raw } from "./to-stored.js";

// The typings declare an ES default export, but the CommonJS module is the class itself.
const Datastore = nedb as unknown as typeof nedb.default;
type Datastore = InstanceType<typeof Datastore>;

/** The embedded store: one file per collection under `directory`, or memory only without it. */
export function createNedbStore(directory?: string): Store {
  const collections: Datastore[] = [];
  return {
    async collection<T extends object>(name: string, indexes: Index[] = []) {
      if (directory) await mkdir(directory, { recursive: true });
      const db = new Datastore(directory ? { filename: join(directory, `${name}.db`) } : { inMemoryOnly: true });
      await db.loadDatabaseAsync();
      for (const { field, ...options } of indexes) await db.ensureIndexAsync({ fieldName: field, ...options });
      collections.push(db);
      return nedbCollection<T>(db, indexes);
    },
    async close() {
      // The data file is append-only; compacting on close keeps it small.
      await Promise.all(collections.map((db) => db.compactDatafileAsync()));
    },
  };
}

function nedbCollection<T extends object>(db: Datastore, indexes: Index[]): Collection<T> {
  const unique = indexes.filter((index) => index.unique).map((index) => index.field);
  const found = (raw: Raw | null) => (raw ? toStored<T>(raw) : null);
  const guardUnique = async <R>(write: () => Promise<R>, document: object, id?: string): Promise<R> => {
    try {
      return await write();
    } catch (error) {
      if ((error as { errorType?: string }).errorType !== "uniqueViolated") throw error;
      throw new DuplicateKeyError(await collidingField(db, unique, document, id));
    }
  };

  return {
    insert: (document) => guardUnique(async () => toStored<T>(await db.insertAsync({ ...document } as unknown as Raw)), document),
    findById: async (id) => found(await db.findOneAsync({ _id: id })),
    findOne: async (filter) => found(await db.findOneAsync(filter)),
    async find(filter: Filter, options: FindOptions = {}) {
      const page = await pageInIndexOrder(db, filter, options);
      if (page) return page.map((raw) => toStored<T>(raw));
      let cursor = db.findAsync(filter);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      const rows = (await cursor) as unknown as Raw[];
      return rows.map((raw) => toStored<T>(raw));
    },
    count: async (filter) => db.countAsync(filter),
    async update(id, changes) {
      const { affectedDocuments } = await guardUnique(
        () => db.updateAsync({ _id: id }, { $set: changes }, { returnUpdatedDocs: true }),
        changes,
        id,
      );
      return found(affectedDocuments as Raw | null);
    },
    remove: async (id) => (await db.removeAsync({ _id: id }, {})) > 0,
  };
}

async function collidingField(db: Datastore, fields: string[], document: object, id?: string): Promise<string> {
  for (const field of fields) {
    const value = valueAt(document, field);
    if (value === undefined) continue;
    const other = await db.findOneAsync({ [field]: value, _id: { $ne: id } });
    if (other) return field;
  }
  return fields[0] ?? "id";
}

/** The value at a dotted path such as `services.github`. */
function valueAt(document: object, path: string): unknown {
  let value: unknown = document;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}
