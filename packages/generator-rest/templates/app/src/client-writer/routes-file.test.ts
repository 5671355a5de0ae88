import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { apiDocument } from "./api-document.js";
import { clientRoutes, ROUTES_FILE, routesFile } from "@hostkit/rest/client-writer";

describe("the committed client", () => {
  it(`matches what npm run client writes now (run it after changing a route): ${ROUTES_FILE}`, async () => {
    const committed = await readFile(ROUTES_FILE, "utf8").catch(() => "(missing)");
    expect(committed).toBe(routesFile(clientRoutes(await apiDocument())));
  });
});
