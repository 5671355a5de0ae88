import { loadMigrations, migrateCommand } from "@hostkit/rest/migrate";
import { readEnvFile } from "./env-file.js";
import { openScriptStore } from "./open-store.js";

// `npm run migrate` (`-- --status` lists them): only the store's settings, so a release step runs it before the
// API's other settings matter.
readEnvFile();
const store = await openScriptStore();
try {
  process.exitCode = await migrateCommand(store, await loadMigrations(import.meta.url), process.argv.slice(2));
} finally {
  await store.close();
}
