import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { readEnvFile } from "../env-file.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { docsAssets, docsInitializer, docsPage } from "./docs-page.js";

/**
 * `npm run docs`: writes docs/openapi.json and a static Swagger UI page (docs/index.html and the files it
 * loads) that any web server can host, or a browser open as a file; it sends requests to the development
 * server on PORT unless another address is chosen on the page.
 */
readEnvFile();
const config = loadConfig({ ...process.env, NODE_ENV: "test" });
const app = await buildApp({ config, store: createSqliteStore() });
await app.ready();
const document = app.swagger() as { info: { title: string }; servers?: { url: string }[] };
await app.close();

const swaggerUiFiles = join(dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")), "static");
await mkdir("docs", { recursive: true });
await writeFile("docs/openapi.json", `${JSON.stringify(document, null, 2)}\n`);
await writeFile("docs/index.html", docsPage(document.info.title));
await writeFile("docs/docs-initializer.js", docsInitializer(document, `http://localhost:${config.port}`));
for (const file of docsAssets) await copyFile(join(swaggerUiFiles, file), join("docs", file));
console.log("Wrote docs/openapi.json and docs/index.html with Swagger UI's files");
