import type { Index } from "../store/store.js";
import type { ConvertibleType } from "./migration.js";

/** A migration as the database records it once applied. */
export interface AppliedMigration {
  name: string;
  checksum: string;
  appliedAt: Date;
}

/** Stored values shared by several documents of a field a migration makes unique, most repeated first. */
export interface Duplicate {
  /** As JSON text. */
  value: string;
  count: number;
}

/** The table or collection where a database records the migrations applied to it. */
export const appliedMigrationsTable = "applied_migrations";

/** How many documents one statement of a backfill changes: the API's writes wait for one batch at most. */
export const batchSize = 1000;

/**
 * What each store does for a migration, in its database's own terms. `exclusive` runs one migration while no other
 * process migrates the same database: SQLite's `BEGIN IMMEDIATE` (the migration is one transaction), PostgreSQL's
 * advisory lock (backfills commit batch by batch and indexes build `CONCURRENTLY`, so the API keeps answering), a lock
 * document on MongoDB.
 */
export interface Migrator {
  exclusive<R>(work: () => Promise<R>): Promise<R>;
  applied(): Promise<AppliedMigration[]>;
  record(name: string, checksum: string): Promise<void>;
  /** Makes the collection's table when no document was ever stored, so the steps have something to change. */
  ensureCollection(collection: string): Promise<void>;
  fill(collection: string, field: string, value: unknown): Promise<number>;
  unset(collection: string, field: string): Promise<number>;
  /** Values that do not convert to the type, up to ten. */
  unconvertible(collection: string, field: string, to: ConvertibleType): Promise<string[]>;
  convert(collection: string, field: string, to: ConvertibleType): Promise<number>;
  duplicates(collection: string, field: string): Promise<Duplicate[]>;
  /** Builds an index as the store's `collection` makes it, so that opening the collection finds it made. */
  createIndex(collection: string, index: Index, log: (message: string) => void): Promise<void>;
  dropIndex(collection: string, index: Index): Promise<void>;
}
