import { mkdir, writeFile } from "node:fs/promises";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { readEnvFile } from "../env-file.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";

/**
 * `npm run lint:openapi`'s first step: writes docs/openapi.json, the document the API serves with this
 * project's settings, without listening on any port; the linter then reads it.
 */
readEnvFile();
const app = await buildApp({ config: loadConfig({ ...process.env, NODE_ENV: "test" }), store: createSqliteStore() });
await app.ready();
await mkdir("docs", { recursive: true });
await writeFile("docs/openapi.json", `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
