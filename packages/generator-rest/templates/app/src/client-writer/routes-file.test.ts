import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ROUTES_FILE, routesText } from "@hostkit/rest/client-writer";
import { apiDocument } from "./api-document.js";

describe("the committed client", () => {
  it(`matches what npm run client writes now (run it after changing a route): ${ROUTES_FILE}`, async () => {
    const committed = await readFile(ROUTES_FILE, "utf8").catch(() => "(missing)");
    expect(committed).toBe((await routesText(await apiDocument())).text);
  });
});
