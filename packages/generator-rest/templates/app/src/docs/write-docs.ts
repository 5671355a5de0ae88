import { mkdir, writeFile } from "node:fs/promises";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createSqliteStore } from "../store/sqlite-store.js";
import { docsPage, type OpenApiDocument } from "./docs-page.js";

/** `npm run docs`: writes docs/openapi.json and docs/index.html from the route schemas. */
const app = await buildApp({ config: loadConfig({ ...process.env, NODE_ENV: "test" }), store: createSqliteStore() });
await app.ready();
const document = app.swagger() as OpenApiDocument;
await mkdir("docs", { recursive: true });
await writeFile("docs/openapi.json", `${JSON.stringify(document, null, 2)}\n`);
await writeFile("docs/index.html", docsPage(document));
await app.close();
console.log("Wrote docs/openapi.json and docs/index.html");
