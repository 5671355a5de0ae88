import { servedDocument, writeDocs } from "@hostkit/rest/docs";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { readEnvFile } from "../env-file.js";

/**
 * `npm run docs`: writes docs/openapi.json and a static Swagger UI page (docs/index.html and the files it
 * loads) that any web server can host, or a browser open as a file; it sends requests to the development
 * server on PORT unless another address is chosen on the page.
 */
readEnvFile();
const config = loadConfig({ ...process.env, NODE_ENV: "test" });
const document = await servedDocument(await buildApp({ config, store: createSqliteStore() }));
await writeDocs("docs", document, `http://localhost:${config.port}`);
console.log("Wrote docs/openapi.json and docs/index.html with Swagger UI's files");
