import type { Config } from "../config.js";
import { createSqliteStore } from "./sqlite-store.js";
import type { Store } from "./store.js";

/** MongoDB when `MONGODB_URI` is set, else the embedded store. */
export async function openStore(config: Pick<Config, "mongodbUri" | "dataDir">): Promise<Store> {
  if (!config.mongodbUri) return createSqliteStore(config.dataDir);
  // Loaded only when used: importing the driver takes a good part of a second at start-up.
  const { createMongoStore } = await import("./mongo-store.js");
  return createMongoStore(config.mongodbUri);
}
