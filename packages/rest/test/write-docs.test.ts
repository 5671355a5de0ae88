import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { docsAssets, docsInitializer, docsPage } from "../src/docs/docs-page.js";
import { openapiDocs } from "../src/docs/openapi-docs.js";
import { servedDocument } from "../src/docs/served-document.js";
import { writeDocs } from "../src/docs/write-docs.js";
import { writeOpenapi } from "../src/docs/write-openapi.js";

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "docs-"));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

async function servedBookshop() {
  const app = Fastify();
  await app.register(openapiDocs, {
    openapi: { info: { title: "bookshop", version: "1.0.0" }, servers: [{ url: "/" }] },
  });
  app.get(
    "/health",
    { schema: { response: { 200: { type: "object", properties: { ok: { type: "boolean" } } } } } },
    async () => ({ ok: true }),
  );
  return servedDocument(app);
}

describe("the static reference", () => {
  it("is a page that loads only its neighbours and escapes the title", () => {
    const html = docsPage("<script>");
    expect(html).toContain("&#60;script&#62; API");
    expect(html).not.toContain("<title><script>");
    const loaded = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, file]) => file);
    expect(loaded.sort()).toEqual([...docsAssets, "docs-initializer.js"].sort());
  });

  it("starts Swagger UI on the document, calling the development server unless another is chosen", () => {
    const document = {
      openapi: "3.1.0",
      paths: { "/health": {} },
      servers: [{ url: "/" }, { url: "https://api.example.com" }],
    };
    const script = docsInitializer(document, "http://localhost:9000");
    // Run as the page runs it, with Swagger UI's bundle replaced by what records its options.
    const started: Record<string, unknown>[] = [];
    const window: { onload?: () => void } = {};
    const bundle = Object.assign((options: Record<string, unknown>) => started.push(options), {
      presets: { apis: {} },
    });
    new Function("window", "SwaggerUIBundle", "SwaggerUIStandalonePreset", script)(window, bundle, {});
    window.onload?.();
    const [options] = started;
    expect(options).toMatchObject({ spec: { openapi: "3.1.0", paths: { "/health": {} } }, tryItOutEnabled: true });
    // A relative address means nothing to a page opened as a file: only absolute ones are offered besides.
    expect((options?.spec as typeof document).servers).toEqual([
      {
        url: "{api}",
        description: expect.any(String),
        variables: { api: { default: "http://localhost:9000", description: expect.any(String) } },
      },
      { url: "https://api.example.com" },
    ]);
  });

  it("is written with the served document and Swagger UI's own files", async () => {
    const document = await servedBookshop();
    await writeDocs(join(directory, "docs"), document, "http://localhost:9000");
    const written = join(directory, "docs");
    expect((await readdir(written)).sort()).toEqual(
      [...docsAssets, "docs-initializer.js", "index.html", "openapi.json"].sort(),
    );
    const json = JSON.parse(await readFile(join(written, "openapi.json"), "utf8"));
    expect(json).toMatchObject({
      openapi: "3.1.0",
      info: { title: "bookshop" },
      paths: { "/health": { get: { operationId: "getHealth" } } },
    });
    expect(await readFile(join(written, "index.html"), "utf8")).toBe(docsPage("bookshop"));
    expect(await readFile(join(written, "docs-initializer.js"), "utf8")).toBe(
      docsInitializer(document, "http://localhost:9000"),
    );
    const bundle = await readFile(join(written, "swagger-ui-bundle.js"), "utf8");
    expect(bundle).toContain("SwaggerUIBundle");
  });
});

describe("writeOpenapi", () => {
  it("writes the document as indented JSON, making the file's folder", async () => {
    const file = join(directory, "cache", "nested", "openapi.json");
    const document = await servedBookshop();
    await writeOpenapi(file, document);
    expect(await readFile(file, "utf8")).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });
});
