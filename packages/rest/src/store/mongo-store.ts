import { MongoClient, MongoServerError, ObjectId, type Collection as MongoCollection } from "mongodb";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { mongoMigrator } from "./mongo-migrator.js";
import { keywordPattern } from "./keywords.js";
import { unavailable } from "./store-unavailable-error.js";
import { checkPosition, isJsonText, PositionError, readPage } from "./keyset-page.js";
import {
  conditionKind,
  fieldConditions,
  type Collection,
  type Condition,
  type DatabaseConfig,
  type Filter,
  type FindOptions,
  type Index,
  type Position,
  type Store,
  type Stored,
} from "./store.js";
import { fromStoredJson, toStoredJson } from "./stored-json.js";

type Raw = Record<string, unknown> & { _id: string };

/** The MongoDB store: ids are ObjectId hex strings, so both adapters hand out plain string ids. */
export async function createMongoStore(
  { url, poolSize, statementTimeoutMs }: DatabaseConfig,
  log: (message: string) => void,
): Promise<Store> {
  // Fields given as undefined are left out rather than stored as null, as the embedded store does.
  const client = await MongoClient.connect(url, {
    ignoreUndefined: true,
    maxPoolSize: poolSize,
    timeoutMS: statementTimeoutMs,
  });
  log("Using MongoDB (MONGODB_URI).");
  const db = client.db();
  return {
    async collection<T extends object>(name: string, indexes: Index[] = []) {
      const collection = db.collection<Raw>(name);
      for (const index of indexes) {
        const expiry = index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds };
        const keys = index.within ? { [index.within]: 1, [index.field]: 1 } : { [index.field]: 1 };
        await collection.createIndex(keys, { unique: index.unique ?? false, sparse: index.sparse ?? false, ...expiry });
      }
      return mongoCollection<T>(collection);
    },
    async ping() {
      await db.command({ ping: 1 });
    },
    migrator: () => mongoMigrator(db),
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
    findPage(filter, options) {
      // Ties in id order, which is insertion order for ids made here.
      const keys: [string, 1 | -1][] = [
        ...Object.entries(options.sort),
        ["_id", Object.values(options.sort).at(-1) ?? 1],
      ];
      const isId = (value: unknown) => typeof value === "string" && ObjectId.isValid(value);
      return readPage(
        options,
        (from) => checkPosition(from, keys.length - 1, isJsonText, isId),
        async (backwards, from, count, until) => {
          const read = keys.map(([field, direction]): [string, 1 | -1] => [
            field,
            backwards ? (-direction as 1 | -1) : direction,
          ]);
          // Short of `until` in this order is past it in the reverse one.
          const reverse = read.map(([field, direction]): [string, 1 | -1] => [field, -direction as 1 | -1]);
          const past = [...(from ? [pastPosition(read, from)] : []), ...(until ? [pastPosition(reverse, until)] : [])];
          const found = await collection
            .find(
              { $and: [mongoFilter(filter), ...past] },
              { sort: Object.fromEntries(read), limit: count, skip: options.skip },
            )
            .toArray();
          return found.map((raw) => ({ document: toStored<T>(raw), position: positionOf(raw, keys) }));
        },
      );
    },
    count: (filter) => collection.countDocuments(mongoFilter(filter)),
    async update(id, changes) {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // MongoDB refuses an empty $set.
      if (Object.keys(set).length === 0) return found(await collection.findOne({ _id: id }));
      const raw = await guardUnique(() =>
        collection.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: "after" }),
      );
      return found(raw);
    },
    remove: async (id) => (await collection.deleteOne({ _id: id })).deletedCount > 0,
  };
}

/** MongoDB keeps the id in `_id`; the port answers it as `id`. */
function toStored<T>({ _id, ...rest }: Raw): Stored<T> {
  return { ...rest, id: _id } as Stored<T>;
}

/** Where a document stands in a sort: its keys as JSON text (a missing one as null), then its id. */
function positionOf(raw: Raw, keys: [string, 1 | -1][]): Position {
  const value = (field: string) =>
    field.split(".").reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], raw);
  return keys.map(([field]) => (field === "_id" ? raw._id : toStoredJson(value(field) ?? null)));
}

/**
 * The documents past a position, key by key: MongoDB compares values of one type only, and null
 * matches a missing field, which sorts before every value.
 */
function pastPosition(keys: [string, 1 | -1][], position: Position): Record<string, unknown> {
  const values = keys.map(([field], index) =>
    field === "_id" ? position[index] : fromStoredJson(String(position[index])),
  );
  const equal = (index: number) => ({ [keys[index]?.[0] ?? "_id"]: values[index] ?? null });
  const alternatives = keys.flatMap(([field, direction], index) => {
    const value = values[index] ?? null;
    if (value !== null && typeof value === "object" && !(value instanceof Date))
      throw new PositionError("A sort key is a value");
    const after =
      value === null
        ? direction === 1
          ? [{ [field]: { $ne: null } }]
          : []
        : [direction === 1 ? { [field]: { $gt: value } } : { $or: [{ [field]: { $lt: value } }, { [field]: null }] }];
    return after.map((term) => ({ $and: [...keys.slice(0, index).map((_, at) => equal(at)), term] }));
  });
  return { $or: alternatives };
}

/** The filter with its conditions as MongoDB's, and its keyword search as regular expressions: per word, one of the fields matches it. */
function mongoFilter(filter: Filter): Record<string, unknown> {
  const { $keywords } = filter;
  // The port's operators are MongoDB's, and one field's operators all hold: a plain value is `$eq`.
  const operators = (condition: Condition) => {
    const kind = conditionKind(condition);
    return "equal" in kind
      ? { $eq: kind.equal }
      : "among" in kind
        ? { $in: kind.among }
        : Object.fromEntries(kind.range);
  };
  const equal: Record<string, object> = {};
  for (const [field, condition] of fieldConditions(filter)) equal[field] = { ...equal[field], ...operators(condition) };
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
