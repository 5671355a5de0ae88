export {
  convert,
  dropIndex,
  dropUnique,
  fill,
  index,
  keep,
  migration,
  named,
  unique,
  unset,
  type ConvertibleType,
  type Migration,
  type MigrationStep,
  type NamedMigration,
} from "./migration.js";
export { appliedMigrationsTable, type AppliedMigration, type Duplicate, type Migrator } from "./migrator.js";
export { loadMigrations } from "./load-migrations.js";
export { migrate, MigrationError, migrationStatus, type MigrationStatus } from "./run-migrations.js";
export { migrationsAtStart } from "./migrations-at-start.js";
export { migrateCommand } from "./migrate-command.js";
