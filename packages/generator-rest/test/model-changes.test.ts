import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { migrate, named, type Migration } from "@hostkit/rest/migrate";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { migrationFile } from "../src/api/migration-file.js";
import { modelChanges } from "../src/api/model-changes.js";
import { parseFields } from "../src/api/parse-fields.js";
import { PROJECTS_ROOT } from "./helpers/generate-project.js";

// Inside the package, so that @hostkit/rest resolves from a written file as it does from a project.
const root = join(PROJECTS_ROOT, "model-changes");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const changes = (before: string, after: string) => modelChanges(parseFields(before), parseFields(after));
const calls = (before: string, after: string) => changes(before, after).steps.map((step) => step.call);

describe("modelChanges", () => {
  it("fills a new required field, builds the indexes the model gains, and keeps a removed field's data", () => {
    expect(
      calls(
        "name:string!,price:number,sku:string,color:string,notes:text",
        "name:string!,price:number,sku:string@unique,stock:integer!=0@indexed,notes:string@indexed",
      ),
    ).toEqual([
      'fill("stock", 0)',
      'index("sku")',
      'unique("sku")',
      'index("stock")',
      'index("notes")',
      'keep("color")',
    ]);
  });

  it("writes nothing for fields as they were, an optional field added without an index, or text that stays text", () => {
    expect(calls("name:string!,notes:text", "name:string!,notes:text")).toEqual([]);
    expect(calls("name:string!", "name:string!,notes:text,tags:string[]")).toEqual([]);
    expect(calls("name:string!,kind:string", "name:string!,kind:enum(a|b)")).toEqual([]);
  });

  it("fills a field made required, converts retyped values, and says which changes it cannot express", () => {
    expect(calls("name:string,price:number", "name:string!=unnamed,price:string")).toEqual([
      'convert("price", "string")',
      'fill("name", "unnamed")',
    ]);
    const dates = changes("seenAt:datetime", "seenAt:integer");
    expect(dates.steps.map((step) => step.call)).toEqual(['keep("seenAt")']);
    expect(dates.unexpressed).toEqual(["seenAt changes from datetime to integer"]);
    expect(calls("count:string", "count:integer!=0")).toEqual(['convert("count", "integer")', 'fill("count", 0)']);
  });

  it("stores a datetime default as a Date, and an e-mail address in lower case", () => {
    expect(calls("name:string", "name:string,at:datetime!=2026-01-01T00:00:00Z,mail:email!=Ops@Example.com")).toEqual([
      'fill("at", new Date("2026-01-01T00:00:00.000Z"))',
      'fill("mail", "ops@example.com")',
    ]);
  });

  it("builds and drops the indexes of references, sorts and unique values", () => {
    expect(calls("name:string", "name:string,shop:ref(shop)")).toEqual([
      'index("shop")',
      'index("createdAt", { within: "shop" })',
    ]);
    expect(calls("name:string@unique,size:integer@indexed", "name:string,size:integer")).toEqual([
      'dropIndex("name")',
      'dropUnique("name")',
      'dropIndex("size")',
    ]);
  });
});

describe("migrationFile", () => {
  it("is named for its time and change, and applies to documents stored before, as written", async () => {
    const change = changes(
      "name:string!,sku:string,color:string",
      "name:string!,sku:string@unique,stock:integer!=3@indexed",
    );
    const { path, source } = migrationFile(
      "products",
      "rest:api product --force",
      change,
      new Date("2026-11-29T10:15:00Z"),
    );
    expect(path).toBe("migrations/20261129101500-products-add-stock-unique-sku-remove-color.ts");
    const file = join(root, path);
    mkdirSync(join(root, "migrations"), { recursive: true });
    writeFileSync(file, source);
    const written = ((await import(pathToFileURL(file).href)) as { default: Migration }).default;

    const store = createSqliteStore();
    const products = await store.collection<Record<string, unknown>>("products");
    await products.insert({ name: "Oak shelf", sku: "OAK-1", color: "brown" });
    await products.insert({ name: "Brass hook", sku: "HOOK-1", color: "gold" });
    await migrate(store, [named("20261129101500-products-add-stock-unique-sku-remove-color", written)]);
    const stored = await products.find({}, { sort: {} });
    expect(stored.map(({ stock, color }) => [stock, color])).toEqual([
      [3, "brown"],
      [3, "gold"],
    ]);
    const indexed = await store.collection<Record<string, unknown>>("products", [{ field: "sku", unique: true }]);
    await expect(indexed.insert({ name: "Copy", sku: "OAK-1" })).rejects.toThrow(/sku/);
    await store.close();
  });
});
