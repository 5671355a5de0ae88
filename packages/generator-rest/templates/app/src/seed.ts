import { openUsers } from "./users/open-users.js";
import { readEnvFile } from "./env-file.js";
import { seedAdmin } from "./seed-admin.js";
import { openStore } from "./open-store.js";

// Only the store's settings: the first administrator is made before the API's other settings need to be right.
readEnvFile();
<%_ if (databaseTitle) { _%>
const url = process.env.<%= databaseVariable %> || undefined;
const store = await openStore({ database: url ? { url, poolSize: 1, statementTimeoutMs: 10_000 } : undefined, dataDir: "data" }, () => {});
<%_ } else { _%>
const store = await openStore({ dataDir: "data" });
<%_ } _%>
try {
  console.log(await seedAdmin(await openUsers(store), process.env));
} catch (error) {
  console.error(`Cannot seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
