import { MongoClient, MongoServerError, ObjectId, type Collection as MongoCollection } from "mongodb";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { keywordPattern } from "./keywords.js";
import { unavailable } from "./store-unavailable-error.js";
import type { Collection, DatabaseConfig, Filter, FindOptions, Index, Store, Stored } from "./store.js";

type Raw = Record<string, unknown> & { _id: string };

/** The MongoDB store: ids are ObjectId hex strings, so both adapters hand out plain string ids. */
export async function createMongoStore({ url, poolSize, statementTimeoutMs }: DatabaseConfig, log: (message: string) => void): Promise<Store> {
  // Fields given as undefined are left out rather than stored as null, as the embedded store does.
  const client = await MongoClient.connect(url, { ignoreUndefined: true, maxPoolSize: poolSize, timeoutMS: statementTimeoutMs });
  log("Using MongoDB (MONGODB_URI).");
  const db = client.db();
  return {
    async collection<T extends object>(name: string, indexes: Index[] = []) {
      const collection = db.collection<Raw>(name);
      for (const index of indexes) {
        const expiry = index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds };
        await collection.createIndex({ [index.field]: 1 }, { unique: index.unique ?? false, sparse: index.sparse ?? false, ...expiry });
      }
      return mongoCollection<T>(collection);
    },
    async ping() {
      await db.command({ ping: 1 });
    },
    close: () => client.close(),
  };
}

function mongoCollection<T extends object>(collection: MongoCollection<Raw>): Collection<T> {
  const found = (raw: Raw | null) => (raw ? toStored<T>(raw) : null);
  return {
    async insert(document) {
      const raw = { ...document, _id: new ObjectId().toHexString() } as Raw;
      await guardUnique(() => collection.insertOne(raw));
      return toStored<T>(raw);
    },
    findById: async (id) => found(await collection.findOne({ _id: id })),
    findOne: async (filter) => found(await collection.findOne(mongoFilter(filter))),
    async find(filter: Filter, options: FindOptions = {}) {
      const rows = await collection.find(mongoFilter(filter), options).toArray();
      return rows.map((raw) => toStored<T>(raw));
    },
    count: (filter) => collection.countDocuments(mongoFilter(filter)),
    async update(id, changes) {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // MongoDB refuses an empty $set.
      if (Object.keys(set).length === 0) return found(await collection.findOne({ _id: id }));
      const raw = await guardUnique(() => collection.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: "after" }));
      return found(raw);
    },
    remove: async (id) => (await collection.deleteOne({ _id: id })).deletedCount > 0,
  };
}

/** MongoDB keeps the id in `_id`; the port answers it as `id`. */
function toStored<T>({ _id, ...rest }: Raw): Stored<T> {
  return { ...rest, id: _id } as Stored<T>;
}

/** The filter with its keyword search as regular expressions: per word, one of the fields matches it. */
function mongoFilter({ $keywords, ...equal }: Filter): Record<string, unknown> {
  const words = $keywords?.words ?? [];
  if (!$keywords || words.length === 0) return equal;
  const clauses = words.map((word) => {
    const $regex = new RegExp(keywordPattern(word), "i");
    return { $or: $keywords.fields.map((field) => ({ [field]: { $regex } })) };
  });
  return { $and: [equal, ...clauses] };
}

async function guardUnique<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) {
      throw new DuplicateKeyError(Object.keys(error.keyPattern ?? {})[0] ?? "id");
    }
    throw unavailable(error) ?? error;
  }
}
