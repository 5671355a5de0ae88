import type { Store } from "../store/store.js";
import type { NamedMigration } from "./migration.js";
import { migrate, migrationStatus } from "./run-migrations.js";

/**
 * Development applies the pending migrations itself; production refuses to start while one is pending, so that a
 * release applies them once, in its own step (`npm run migrate`), and no instance serves a model its data does not
 * have yet.
 */
export async function migrationsAtStart(
  store: Store,
  migrations: readonly NamedMigration[],
  mode: string,
  log: (message: string) => void = console.log,
): Promise<void> {
  // A project without migrations leaves its database as it is: no record table, no lock.
  if (migrations.length === 0) return;
  if (mode !== "production") {
    await migrate(store, migrations, log);
    return;
  }
  const { pending } = await migrationStatus(store, migrations);
  if (pending.length === 0) return;
  const names = pending.map((one) => one.name).join(", ");
  throw new Error(
    `${pending.length} ${pending.length === 1 ? "migration" : "migrations"} pending (${names}); run npm run migrate`,
  );
}
