import { openUsers } from "./users/open-users.js";
import { readEnvFile } from "./env-file.js";
import { seedAdmin } from "./seed-admin.js";
import { openScriptStore } from "./open-store.js";

// Only the store's settings: the first administrator is made before the API's other settings need to be right.
readEnvFile();
const store = await openScriptStore();
try {
  console.log(await seedAdmin(await openUsers(store), process.env));
} catch (error) {
  console.error(`Cannot seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
