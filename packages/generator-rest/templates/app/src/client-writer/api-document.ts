import type { ApiDocument } from "@hostkit/rest/client-writer";
import { servedDocument } from "@hostkit/rest/docs";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

// The app is only built, never served: placeholder secrets are enough (and ignored without --auth).
const WRITER_ENV = { NODE_ENV: "test", MASTER_KEY: "client-writer-master-key", JWT_SECRET: "client-writer-jwt-secret-".repeat(2) };

/**
 * The OpenAPI document the routes' schemas give, under a fixed configuration so that every machine writes
 * the same client whatever its `.env` says.
 */
export async function apiDocument(): Promise<ApiDocument> {
  const document = await servedDocument(await buildApp({ config: loadConfig(WRITER_ENV), store: createSqliteStore() }));
  return document as unknown as ApiDocument;
}
