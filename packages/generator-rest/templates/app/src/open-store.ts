<%_ if (postgres) { _%>
import type { PostgresConfig } from "@hostkit/rest/postgres";
<%_ } _%>
import { createSqliteStore } from "@hostkit/rest/sqlite";
import type { <%= mongodb ? "DatabaseConfig, " : "" %>Store } from "@hostkit/rest";

export interface StoreConfig {
  /** Folder of the embedded store's files; in memory when absent. */
  dataDir?: string;
<%_ if (databaseTitle) { _%>
  /** <%= databaseTitle %>, used instead of the embedded store when <%= databaseVariable %> is set. */
  database?: <%= postgres ? "PostgresConfig" : "DatabaseConfig" %>;
<%_ } _%>
}

/** <%= databaseTitle ? `${databaseTitle} when ${databaseVariable} is set, else the` : "The" %> embedded store: in `dataDir`, or in memory without it. */
export async function openStore(config: StoreConfig<%- databaseTitle ? ", log = console.log" : "" %>): Promise<Store> {
<%_ if (databaseTitle) { _%>
  if (config.database) {
    // Loaded only when used: the embedded store needs no driver, and importing one takes a good part of a second.
    const { <%= databaseFactory %> } = await import("@hostkit/rest/<%= databaseModule %>");
    return <%= databaseFactory %>(config.database, log);
  }
<%_ } _%>
  return createSqliteStore(config.dataDir);
}

/** The store of a one-off command (`npm run migrate`, `npm run seed`), from the store's settings only. */
export function openScriptStore(): Promise<Store> {
<%_ if (databaseTitle) { _%>
  const url = process.env.<%= databaseVariable %> || undefined;
  // No statement timeout to speak of: a migration's backfill or index may run for minutes.
  return openStore({ database: url ? { url, poolSize: 2, statementTimeoutMs: 3_600_000 } : undefined, dataDir: "data" }, () => {});
<%_ } else { _%>
  return openStore({ dataDir: "data" });
<%_ } _%>
}
