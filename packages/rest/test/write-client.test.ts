import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "prettier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientRoutes, type ApiDocument } from "../src/client-writer/client-routes.js";
import { ROUTES_FILE, routesFile } from "../src/client-writer/routes-file.js";
import { routesText } from "../src/client-writer/routes-text.js";
import { writeClient } from "../src/client-writer/write-client.js";

const document: ApiDocument = {
  paths: {
    "/books": {
      get: {
        responses: {
          200: { content: { "application/json": { schema: { type: "array", items: { type: "string" } } } } },
        },
      },
    },
    "/books/{id}": {
      get: {
        summary: "One book",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          200: {
            content: {
              "application/json": {
                schema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
              },
            },
          },
        },
      },
    },
  },
};

let project: string;
beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), "client-"));
  // The project's own settings, unlike Prettier's defaults: single quotes, no semicolons.
  await writeFile(join(project, ".prettierrc.json"), JSON.stringify({ singleQuote: true, semi: false }));
});
afterEach(() => rm(project, { recursive: true, force: true }));

describe("the client's route map", () => {
  it("is formatted with the settings of the project it goes into", async () => {
    const { text, count } = await routesText(document, project);
    expect(count).toBe(2);
    expect(text).toBe(
      await format(routesFile(clientRoutes(document)), { filepath: ROUTES_FILE, singleQuote: true, semi: false }),
    );
    expect(text).toContain("'GET /books/{id}'");
    expect(text).not.toMatch(/;$/m);
  });

  it("is written to client/generated/routes.ts of the project, its folder made", async () => {
    expect(await writeClient(document, project)).toBe(2);
    expect(await readFile(join(project, ROUTES_FILE), "utf8")).toBe((await routesText(document, project)).text);
  });
});
