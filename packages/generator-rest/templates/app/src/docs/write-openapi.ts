import { servedDocument, writeOpenapi } from "@hostkit/rest/docs";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { readEnvFile } from "../env-file.js";

/**
 * `npm run lint:openapi`'s first step: writes the document the API serves with this project's settings to the
 * file named on the command line, without listening on any port; the linter then reads it. The script names a
 * file under node_modules/.cache, so that linting leaves the working tree as it was (`npm run docs` is what
 * writes docs/ on purpose).
 */
const [target] = process.argv.slice(2);
if (!target) {
  console.error("write-openapi.ts: name the file to write the OpenAPI document to");
  process.exit(1);
}
readEnvFile();
const app = await buildApp({ config: loadConfig({ ...process.env, NODE_ENV: "test" }), store: createSqliteStore() });
await writeOpenapi(target, await servedDocument(app));
