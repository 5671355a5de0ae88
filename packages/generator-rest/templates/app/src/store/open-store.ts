import type { Config } from "../config.js";
import { createSqliteStore } from "./sqlite-store.js";
import type { Store } from "./store.js";

/** <%= databaseTitle ? `${databaseTitle} when ${databaseVariable} is set, else the` : "The" %> embedded store: in `dataDir`, or in memory without it. */
export async function openStore(config: Pick<Config, <%- databaseTitle ? `"database" | ` : "" %>"dataDir"><%- databaseTitle ? ", log = console.log" : "" %>): Promise<Store> {
<%_ if (databaseTitle) { _%>
  if (config.database) {
    // Loaded only when used: the embedded store needs no driver, and importing one takes a good part of a second.
    const { <%= databaseFactory %> } = await import("./<%= databaseModule %>.js");
    return <%= databaseFactory %>(config.database, log);
  }
<%_ } _%>
  return createSqliteStore(config.dataDir);
}
