import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "libsql";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrateCommand } from "../src/migrate/migrate-command.js";
import {
  convert,
  fill,
  index,
  keep,
  migration,
  named,
  unique,
  unset,
  type NamedMigration,
} from "../src/migrate/migration.js";
import { migrationsAtStart } from "../src/migrate/migrations-at-start.js";
import { migrate, migrationStatus } from "../src/migrate/run-migrations.js";
import { createPostgresStore } from "../src/store/postgres-store.js";
import { storeFile, createSqliteStore } from "../src/store/sqlite-store.js";
import type { Store } from "../src/store/store.js";
import { contractPrefix } from "./contract/store-contract.js";

const url = process.env.POSTGRES_TEST_URL;
const run = promisify(execFile);

interface Product {
  name: string;
  price?: number | string;
  sku?: string;
  color?: string | null;
  stock?: number;
}

const names = ["Walnut desk lamp", "Linen throw", "Stoneware mug", "Oak shelf", "Brass hook", "Wool rug"];

/** A collection of products as first generated: no stock, no unique sku, and a color. */
async function storedProducts(store: Store, count: number) {
  const collection = `${contractPrefix}products_${randomUUID().slice(0, 8)}`;
  const products = await store.collection<Product>(collection, []);
  for (let at = 0; at < count; at++) {
    await products.insert({
      name: `${names[at % names.length]} ${at}`,
      price: at % 3 === 0 ? `${at}.5` : at,
      sku: `SKU-${at % 4}`,
      color: at % 2 ? "green" : null,
    });
  }
  return collection;
}

/** Migration names of one test: the record of applied migrations is shared by every test of a database. */
const prefix = () => `2026${randomUUID().slice(0, 8)}`;

function describeMigrations(engine: string, open: () => Promise<Store>, where: () => Promise<string>) {
  it(`fills a new field, builds its index, keeps a removed field, and applies each migration once (${engine})`, async () => {
    const store = await open();
    try {
      const collection = await storedProducts(store, 2500);
      const name = `${prefix()}-add-stock`;
      const list = [named(name, migration(collection, [fill("stock", 0), index("stock"), keep("color")]))];
      expect((await migrationStatus(store, list)).pending.map((one) => one.name)).toEqual([name]);
      const log: string[] = [];
      expect(await migrate(store, list, (line) => log.push(line))).toEqual([name]);
      expect(log.join("\n")).toContain("fill stock with 0 where missing, 2500 documents");
      // The collection opened as the model now has it finds the index made, and sorts and filters on it.
      const products = await store.collection<Product>(collection, [{ field: "stock" }]);
      expect(await products.count({ stock: 0 })).toBe(2500);
      expect(await products.count({ color: "green" })).toBe(1250);
      const page = await products.findPage({ stock: { $gte: 0 } }, { sort: { stock: -1 }, limit: 3 });
      expect(page.rows).toHaveLength(3);
      const status = await migrationStatus(store, list);
      expect(status.pending).toEqual([]);
      expect(status.applied).toMatchObject([{ name, changed: false }]);
      expect(await migrate(store, list)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it(`refuses to make a field unique while documents share values, naming them, and changes nothing (${engine})`, async () => {
    const store = await open();
    try {
      const collection = await storedProducts(store, 40);
      const list = [named(`${prefix()}-unique-sku`, migration(collection, [fill("stock", 7), unique("sku")]))];
      const refused = migrate(store, list);
      await expect(refused).rejects.toThrow(
        `${collection}.sku cannot be made unique: stored documents share values: "SKU-0" (10 documents), "SKU-1" (10 documents), "SKU-2" (10 documents), "SKU-3" (10 documents)`,
      );
      const products = await store.collection<Product>(collection, []);
      expect(await products.count({ stock: 7 })).toBe(0);
      expect((await migrationStatus(store, list)).pending).toHaveLength(1);
      // Once the values are told apart, it applies, and the index refuses a second document with one of them.
      for (const product of await products.find({})) await products.update(product.id, { sku: `SKU-${product.name}` });
      await migrate(store, list);
      const indexed = await store.collection<Product>(collection, [{ field: "sku", unique: true }]);
      await expect(indexed.insert({ name: "Copy", sku: `SKU-${names[0]} 0` })).rejects.toThrow(/sku/);
    } finally {
      await store.close();
    }
  });

  it(`converts a field's values, refusing values that do not convert, and removes a field when asked (${engine})`, async () => {
    const store = await open();
    try {
      const collection = await storedProducts(store, 30);
      const products = await store.collection<Product>(collection, []);
      const toInteger = [named(`${prefix()}-price-integer`, migration(collection, [convert("price", "integer")]))];
      await expect(migrate(store, toInteger)).rejects.toThrow(
        /price cannot be converted to integer: stored values such as .*"0\.5"/,
      );
      const toNumber = [named(`${prefix()}-price-number`, migration(collection, [convert("price", "number")]))];
      await migrate(store, toNumber);
      const prices = (await products.find({}, { sort: {} })).map((product) => product.price);
      expect(prices.slice(0, 4)).toEqual([0.5, 1, 2, 3.5]);
      const toText = [
        named(`${prefix()}-price-text`, migration(collection, [convert("price", "string"), unset("color")])),
      ];
      await migrate(store, toText);
      const converted = await products.find({}, { sort: {}, limit: 2 });
      expect(converted.map((product) => product.price)).toEqual(["0.5", "1"]);
      expect(converted.every((product) => !("color" in product))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it(`applies each migration once when two processes run it together (${engine})`, async () => {
    const setUp = await open();
    const collection = await storedProducts(setUp, 300);
    await setUp.close();
    const migrations = [
      { name: `${prefix()}-a`, collection, steps: [fill("stock", 1), index("stock")] },
      { name: `${prefix()}-b`, collection, steps: [unset("color")] },
    ];
    const location = await where();
    const both = await Promise.all(
      [0, 1].map(() =>
        run("npx", [
          "tsx",
          join(import.meta.dirname, "migrate/migrate-process.ts"),
          engine,
          location,
          JSON.stringify(migrations),
        ]),
      ),
    );
    const applied = both.flatMap(({ stdout }) => JSON.parse(stdout) as string[]);
    expect(applied.sort()).toEqual(migrations.map((one) => one.name).sort());
    const store = await open();
    try {
      const status = await migrationStatus(
        store,
        migrations.map((one) => named(one.name, one)),
      );
      expect(status.pending).toEqual([]);
      expect(status.applied).toHaveLength(2);
    } finally {
      await store.close();
    }
  }, 60_000);

  it(`refuses a production start while migrations are pending, and lists them with --status (${engine})`, async () => {
    const store = await open();
    try {
      const collection = await storedProducts(store, 5);
      const list: NamedMigration[] = [
        named(`${prefix()}-first`, migration(collection, [fill("stock", 0)])),
        named(`${prefix()}-second`, migration(collection, [index("stock")])),
      ];
      await expect(migrationsAtStart(store, list, "production")).rejects.toThrow(
        `2 migrations pending (${list[0]?.name}, ${list[1]?.name}); run npm run migrate`,
      );
      const lines: string[] = [];
      expect(await migrateCommand(store, list, ["--status"], (line) => lines.push(line))).toBe(0);
      expect(lines).toContain("Pending (2):");
      expect(lines).toContain(`    ${collection}: fill stock with 0 where missing`);
      await migrationsAtStart(store, list, "development", () => {});
      await migrationsAtStart(store, list, "production");
      lines.length = 0;
      await migrateCommand(store, list, [], (line) => lines.push(line));
      expect(lines).toEqual(["No migration pending."]);
      // A migration edited after it was applied stops the next run, before anything changes.
      const edited = [named(list[0]?.name ?? "", migration(collection, [fill("stock", 5)]))];
      lines.length = 0;
      expect(await migrateCommand(store, edited, [], (line) => lines.push(line))).toBe(1);
      expect(lines[0]).toMatch(/changed after it was applied/);
    } finally {
      await store.close();
    }
  });
}

describe("migrations", () => {
  describe("on the embedded store", () => {
    let directory = "";
    const where = async () => (directory ||= await mkdtemp(join(tmpdir(), "migrate-")));
    describeMigrations("sqlite", async () => createSqliteStore(await where()), where);

    it("builds the index as opening the collection makes it, so the first start after a migration rebuilds nothing", async () => {
      const store = createSqliteStore(await where());
      const collection = await storedProducts(store, 3);
      await migrate(store, [named(`${prefix()}-index`, migration(collection, [index("stock"), unique("name")]))]);
      await store.close();
      const indexes = () => {
        const db = new Database(join(directory, storeFile));
        const sql = "SELECT name, sql FROM sqlite_schema WHERE tbl_name = ? AND type = 'index' AND sql IS NOT NULL";
        const made = db.prepare(sql).all(collection);
        db.close();
        return made;
      };
      const before = indexes();
      const again = createSqliteStore(directory);
      await again.collection(collection, [{ field: "stock" }, { field: "name", unique: true }]);
      await again.close();
      const after = indexes();
      expect(after).toEqual(before);
      expect(before).toHaveLength(2);
    });
  });

  describe.runIf(url)("on PostgreSQL", () => {
    const open = () => createPostgresStore({ url: url as string, poolSize: 4, statementTimeoutMs: 10_000 }, () => {});
    describeMigrations("postgres", open, async () => url as string);

    it("drops an index an earlier failure left invalid, says so, and builds it again", async () => {
      const store = await open();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const collection = await storedProducts(store, 20);
        // A unique index built concurrently over shared values fails and stays behind, invalid.
        await client
          .query(`CREATE UNIQUE INDEX CONCURRENTLY "${collection}.sku" ON "${collection}" ((doc #> '{sku}'))`)
          .catch(() => {});
        const invalid = await client.query(
          "SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1 AND NOT i.indisvalid",
          [`${collection}.sku`],
        );
        expect(invalid.rowCount).toBe(1);
        await client.query(`UPDATE "${collection}" SET doc = jsonb_set(doc, '{sku}', to_jsonb(id))`);
        const log: string[] = [];
        await migrate(store, [named(`${prefix()}-unique`, migration(collection, [unique("sku")]))], (line) =>
          log.push(line),
        );
        expect(log.join("\n")).toContain(`dropped the invalid index ${collection}.sku an earlier failure left`);
        const valid = await client.query(
          "SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1",
          [`${collection}.sku`],
        );
        expect(valid.rows).toEqual([{ valid: true }]);
      } finally {
        await client.end();
        await store.close();
      }
    });
  });
});
