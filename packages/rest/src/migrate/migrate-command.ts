import type { Store } from "../store/store.js";
import { describeStep, type NamedMigration } from "./migration.js";
import { migrate, MigrationError, migrationStatus } from "./run-migrations.js";

/**
 * `npm run migrate`: applies the pending migrations, or with `--status` lists the applied ones (when, and whether
 * their file changed since) and the pending ones with their steps. Answers the exit code; a refused migration is
 * its message, without a stack.
 */
export async function migrateCommand(
  store: Store,
  migrations: readonly NamedMigration[],
  args: readonly string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const unknown = args.filter((arg) => arg !== "--status");
  if (unknown.length > 0) {
    print(
      `Unknown argument ${unknown.join(" ")}: npm run migrate applies the pending migrations, -- --status lists them.`,
    );
    return 2;
  }
  try {
    if (args.includes("--status")) {
      printStatus(await migrationStatus(store, migrations), print);
      return 0;
    }
    const applied = await migrate(store, migrations, print);
    print(applied.length === 0 ? "No migration pending." : `${applied.length} applied.`);
    return 0;
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    print(`Cannot migrate: ${error.message}`);
    return 1;
  }
}

function printStatus(
  { applied, pending, missing }: Awaited<ReturnType<typeof migrationStatus>>,
  print: (line: string) => void,
): void {
  print(`Applied (${applied.length}):`);
  for (const one of applied) {
    print(`  ${one.name}  ${one.appliedAt.toISOString()}${one.changed ? "  CHANGED since it was applied" : ""}`);
  }
  for (const one of missing) print(`  ${one.name}  ${one.appliedAt.toISOString()}  (its file is gone)`);
  print(`Pending (${pending.length}):${pending.length === 0 ? " none" : ""}`);
  for (const one of pending) {
    print(`  ${one.name}`);
    for (const step of one.steps) print(`    ${one.collection}: ${describeStep(step)}`);
  }
}
