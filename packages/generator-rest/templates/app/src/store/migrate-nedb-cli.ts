// `npm run migrate:nedb [data directory]`: moves a project's nedb files into the SQLite store.
import { migrateNedb } from "./migrate-nedb.js";

const dataDir = process.argv[2] ?? "data";
const migrated = await migrateNedb(dataDir);
for (const [collection, result] of Object.entries(migrated)) {
  console.log(result === "skipped" ? `${collection}: already holds documents, left alone` : `${collection}: ${result} documents copied`);
}
console.log(`Done. The nedb files in ${dataDir}/ are kept; delete them once the API runs on ${dataDir}/store.sqlite.`);
