import type { Store } from "../store/store.js";
import { describeStep, type MigrationStep, type NamedMigration } from "./migration.js";
import type { AppliedMigration, Migrator } from "./migrator.js";

/** A migration the database cannot take as it is: nothing of it was applied, and the message says what to do. */
export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationError";
  }
}

export interface MigrationStatus {
  applied: (AppliedMigration & { changed: boolean })[];
  pending: NamedMigration[];
  /** Applied ones whose file is gone. */
  missing: AppliedMigration[];
}

export async function migrationStatus(store: Store, migrations: readonly NamedMigration[]): Promise<MigrationStatus> {
  const applied = await store.migrator().applied();
  const byName = new Map(migrations.map((one) => [one.name, one]));
  const done = new Set(applied.map((one) => one.name));
  return {
    applied: applied
      .filter((one) => byName.has(one.name))
      .map((one) => ({ ...one, changed: byName.get(one.name)?.checksum !== one.checksum })),
    pending: migrations.filter((one) => !done.has(one.name)),
    missing: applied.filter((one) => !byName.has(one.name)),
  };
}

/**
 * Applies the pending migrations in the order of their names, each once however many processes run this at once,
 * and answers the names applied. A migration changed since it was applied stops the run before anything changes:
 * the database holds what the earlier text did.
 */
export async function migrate(
  store: Store,
  migrations: readonly NamedMigration[],
  log: (message: string) => void = () => {},
): Promise<string[]> {
  const { applied, pending } = await migrationStatus(store, migrations);
  const changed = applied.filter((one) => one.changed);
  if (changed.length > 0) {
    throw new MigrationError(
      `${changed.map((one) => one.name).join(", ")} changed after ${changed.length === 1 ? "it was" : "they were"} ` +
        "applied: restore the applied text, and write the change as a new migration.",
    );
  }
  const migrator = store.migrator();
  const appliedNow: string[] = [];
  for (const migration of [...pending].sort((a, b) => a.name.localeCompare(b.name))) {
    const started = performance.now();
    const ran = await migrator.exclusive(async () => {
      // Read under the lock: another process may have applied it while this one waited.
      if ((await migrator.applied()).some((one) => one.name === migration.name)) return false;
      await migrator.ensureCollection(migration.collection);
      await refusals(migrator, migration);
      for (const step of migration.steps) await runStep(migrator, migration.collection, step, log);
      await migrator.record(migration.name, migration.checksum);
      return true;
    });
    if (!ran) continue;
    appliedNow.push(migration.name);
    log(`Applied ${migration.name} (${Math.round(performance.now() - started)} ms).`);
  }
  return appliedNow;
}

/** What the data must allow before the first step runs, so that a refused migration changes nothing. */
async function refusals(migrator: Migrator, { name, collection, steps }: NamedMigration): Promise<void> {
  for (const step of steps) {
    if ("index" in step && step.index.unique) {
      const shared = await migrator.duplicates(collection, step.index.field);
      if (shared.length === 0) continue;
      const values = shared.map(({ value, count }) => `${value} (${count} documents)`).join(", ");
      throw new MigrationError(
        `${name}: ${collection}.${step.index.field} cannot be made unique: stored documents share values: ${values}` +
          `${shared.length === 10 ? " and maybe more" : ""}. Change or remove them through the API, then run it again; ` +
          "nothing was changed.",
      );
    }
    if ("convert" in step) {
      const values = await migrator.unconvertible(collection, step.convert, step.to);
      if (values.length === 0) continue;
      throw new MigrationError(
        `${name}: ${collection}.${step.convert} cannot be converted to ${step.to}: stored values such as ` +
          `${values.join(", ")} do not fit. Change them, or edit the migration to fill or unset them first; ` +
          "nothing was changed.",
      );
    }
  }
}

async function runStep(
  migrator: Migrator,
  collection: string,
  step: MigrationStep,
  log: (message: string) => void,
): Promise<void> {
  const started = performance.now();
  let changed: number | undefined;
  if ("fill" in step) changed = await migrator.fill(collection, step.fill, step.value);
  else if ("index" in step) await migrator.createIndex(collection, step.index, log);
  else if ("dropIndex" in step) await migrator.dropIndex(collection, step.dropIndex);
  else if ("unset" in step) changed = await migrator.unset(collection, step.unset);
  else if ("convert" in step) changed = await migrator.convert(collection, step.convert, step.to);
  const documents = changed === undefined ? "" : `, ${changed} documents`;
  log(`  ${collection}: ${describeStep(step)}${documents} (${Math.round(performance.now() - started)} ms)`);
}
