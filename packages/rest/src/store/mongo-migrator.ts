import { setTimeout as sleep } from "node:timers/promises";
import { MongoServerError, type Db, type Document } from "mongodb";
import { appliedMigrationsTable, type Migrator } from "../migrate/migrator.js";
import type { ConvertibleType } from "../migrate/migration.js";

/** A lock older than this was left by a process that died while migrating. */
const staleLockMs = 60 * 60 * 1000;

/**
 * Migrations on MongoDB: a lock document (`_id: "lock"` in `migration_lock`) lets one process migrate at a time, and
 * each step is one server-side `updateMany` or index build, safe to run again.
 */
export function mongoMigrator(db: Db): Migrator {
  const records = db.collection<{ _id: string; checksum: string; appliedAt: Date }>(appliedMigrationsTable);
  const lock = db.collection<{ _id: string; at: Date }>("migration_lock");
  const missing = (field: string) => ({ $or: [{ [field]: { $exists: false } }, { [field]: null }] });
  /** The value as `to`, or the string "unconvertible" where MongoDB cannot convert it. */
  const converted = (field: string, to: ConvertibleType): Document =>
    to === "boolean"
      ? {
          $switch: {
            branches: [
              { case: { $eq: [{ $type: `$${field}` }, "bool"] }, then: `$${field}` },
              { case: { $in: [{ $toLower: { $toString: `$${field}` } }, ["true", "1"]] }, then: true },
              { case: { $in: [{ $toLower: { $toString: `$${field}` } }, ["false", "0"]] }, then: false },
            ],
            default: "unconvertible",
          },
        }
      : {
          $convert: {
            input: `$${field}`,
            to: { string: "string", number: "double", integer: "long" }[to],
            onError: "unconvertible",
          },
        };
  return {
    async exclusive(work) {
      for (;;) {
        try {
          await lock.insertOne({ _id: "lock", at: new Date() });
          break;
        } catch (error) {
          if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
          await lock.deleteOne({ _id: "lock", at: { $lt: new Date(Date.now() - staleLockMs) } });
          await sleep(250);
        }
      }
      try {
        return await work();
      } finally {
        await lock.deleteOne({ _id: "lock" });
      }
    },
    async applied() {
      const rows = await records.find().sort({ _id: 1 }).toArray();
      return rows.map((row) => ({ name: row._id, checksum: row.checksum, appliedAt: row.appliedAt }));
    },
    async record(name, checksum) {
      await records.insertOne({ _id: name, checksum, appliedAt: new Date() });
    },
    // MongoDB makes a collection at its first write or index.
    async ensureCollection() {},
    fill: async (collection, field, value) =>
      (await db.collection(collection).updateMany(missing(field), { $set: { [field]: value } })).modifiedCount,
    unset: async (collection, field) =>
      (await db.collection(collection).updateMany({ [field]: { $exists: true } }, { $unset: { [field]: "" } }))
        .modifiedCount,
    async unconvertible(collection, field, to) {
      const rows = await db
        .collection(collection)
        .aggregate<{ _id: unknown }>([
          { $match: { [field]: { $exists: true, $ne: null } } },
          { $match: { $expr: { $eq: [converted(field, to), "unconvertible"] } } },
          { $group: { _id: `$${field}` } },
          { $limit: 10 },
        ])
        .toArray();
      return rows.map((row) => JSON.stringify(row._id));
    },
    convert: async (collection, field, to) =>
      (
        await db
          .collection(collection)
          .updateMany({ [field]: { $exists: true, $ne: null } }, [{ $set: { [field]: converted(field, to) } }])
      ).modifiedCount,
    async duplicates(collection, field) {
      const rows = await db
        .collection(collection)
        .aggregate<{ _id: unknown; count: number }>([
          { $match: { [field]: { $exists: true } } },
          { $group: { _id: `$${field}`, count: { $sum: 1 } } },
          { $match: { count: { $gt: 1 } } },
          { $sort: { count: -1, _id: 1 } },
          { $limit: 10 },
        ])
        .toArray();
      return rows.map((row) => ({ value: JSON.stringify(row._id), count: row.count }));
    },
    async createIndex(collection, index) {
      await db.collection(collection).createIndex({ [index.field]: 1 }, { unique: index.unique ?? false });
    },
    async dropIndex(collection, index) {
      const indexes = await db
        .collection(collection)
        .indexes()
        .catch(() => []);
      const made = indexes.find(
        (one) =>
          JSON.stringify(one.key) === JSON.stringify({ [index.field]: 1 }) &&
          Boolean(one.unique) === Boolean(index.unique),
      );
      if (made?.name) await db.collection(collection).dropIndex(made.name);
    },
  };
}
