import type { Config } from "../config.js";
import { createMongoStore } from "./mongo-store.js";
import { createSqliteStore } from "./sqlite-store.js";
import type { Store } from "./store.js";

/** MongoDB when `MONGODB_URI` is set, else the embedded store. */
export function openStore(config: Pick<Config, "mongodbUri" | "dataDir">): Promise<Store> {
  if (config.mongodbUri) return createMongoStore(config.mongodbUri);
  return Promise.resolve(createSqliteStore(config.dataDir));
}
