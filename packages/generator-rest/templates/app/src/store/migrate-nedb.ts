import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import Database from "libsql";
import { sqliteCollection } from "./sqlite-collection.js";
import { storeFile } from "./sqlite-store.js";
import { quoteName } from "./field-sql.js";
import { toStoredJson } from "./stored-json.js";

type NedbDocument = Record<string, unknown> & { _id: string };

/**
 * Copies the collections of an older project's embedded store (one nedb file per collection,
 * `data/<name>.db`) into `data/store.sqlite`, keeping every id, so tokens and references stay
 * valid. A collection that already holds documents is left alone; the old files are kept.
 */
export async function migrateNedb(dataDir: string): Promise<Record<string, number | "skipped">> {
  const files = (await readdir(dataDir)).filter((file) => file.endsWith(".db"));
  const db = new Database(join(dataDir, storeFile));
  db.exec("PRAGMA journal_mode = WAL");
  const migrated: Record<string, number | "skipped"> = {};
  try {
    for (const file of files) {
      const name = basename(file, ".db");
      const documents = parseNedbFile(await readFile(join(dataDir, file), "utf8"));
      // Creates the table as the store would; the app adds its indexes when it opens the collection.
      const collection = sqliteCollection(db, name, []);
      if ((await collection.count({})) > 0) {
        migrated[name] = "skipped";
        continue;
      }
      const insert = db.prepare(`INSERT INTO ${quoteName(name)} (id, doc) VALUES (?, ?)`);
      db.transaction(() => {
        for (const { _id, ...document } of documents) insert.run(_id, toStoredJson(document));
      })();
      migrated[name] = documents.length;
    }
  } finally {
    db.close();
  }
  return migrated;
}

/**
 * The live documents of a nedb data file: one JSON line per write, the last line of an id
 * wins, `$$deleted` removes it, index lines are skipped, and `{"$$date": ms}` is a date.
 */
export function parseNedbFile(text: string): NedbDocument[] {
  const documents = new Map<string, NedbDocument>();
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const entry = JSON.parse(line, (_key, value: unknown) => nedbValue(value)) as Record<string, unknown>;
    if ("$$indexCreated" in entry || "$$indexRemoved" in entry) continue;
    const id = String(entry["_id"]);
    if (entry["$$deleted"] === true) documents.delete(id);
    else documents.set(id, entry as NedbDocument);
  }
  return [...documents.values()];
}

function nedbValue(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("$$date" in value)) return value;
  return new Date((value as { $$date: number }).$$date);
}
