import { SettingError } from "../settings/setting-error.js";

/** The production databases `rest` can generate for, the recommended one first. */
export const DATABASES = ["postgres", "mongodb", "none"] as const;

export type Database = (typeof DATABASES)[number];

/** How the prompt offers each database. */
export const DATABASE_CHOICES = [
  { name: "PostgreSQL (recommended): DATABASE_URL", value: "postgres" },
  { name: "MongoDB: MONGODB_URI", value: "mongodb" },
  { name: "none: the embedded SQLite store only", value: "none" },
] as const;

/** Reads `--database postgres` (or the prompt's answer). */
export function parseDatabase(raw: unknown): Database {
  const database = DATABASES.find((name) => name === (typeof raw === "string" ? raw.trim().toLowerCase() : raw));
  if (!database)
    throw new SettingError(`--database: choose one of ${DATABASES.join(", ")}, got ${JSON.stringify(raw)}.`);
  return database;
}
