// Runs `migrate` in a process of its own, as `npm run migrate` does: argv is the engine, where its database is, and
// the migrations as JSON. Prints the names it applied as JSON.
import { named, type Migration } from "../../src/migrate/migration.js";
import { migrate } from "../../src/migrate/run-migrations.js";
import { createPostgresStore } from "../../src/store/postgres-store.js";
import { createSqliteStore } from "../../src/store/sqlite-store.js";

const [engine = "", where = "", migrations = "[]"] = process.argv.slice(2);
const store =
  engine === "sqlite"
    ? createSqliteStore(where)
    : await createPostgresStore({ url: where, poolSize: 2, statementTimeoutMs: 10_000 }, () => {});
const list = (JSON.parse(migrations) as (Migration & { name: string })[]).map((one) => named(one.name, one));
try {
  console.log(JSON.stringify(await migrate(store, list)));
} finally {
  await store.close();
}
