import { copyFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { docsAssets, docsInitializer, docsPage } from "./docs-page.js";
import type { OpenapiDocument } from "./served-document.js";
import { writeOpenapi } from "./write-openapi.js";

/**
 * Writes `directory`/openapi.json and a static Swagger UI page (index.html and the files it loads) that any web
 * server can host, or a browser open as a file; it sends requests to `developmentUrl` unless another address is
 * chosen on the page.
 */
export async function writeDocs(directory: string, document: OpenapiDocument, developmentUrl: string): Promise<void> {
  const swaggerUiFiles = join(
    dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")),
    "static",
  );
  await writeOpenapi(join(directory, "openapi.json"), document);
  await writeFile(join(directory, "index.html"), docsPage(document.info.title));
  await writeFile(join(directory, "docs-initializer.js"), docsInitializer(document, developmentUrl));
  for (const file of docsAssets) await copyFile(join(swaggerUiFiles, file), join(directory, file));
}
