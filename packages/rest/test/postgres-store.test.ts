import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { keywordFilter } from "../src/list-query/keyword-filter.js";
import { describeDocumentContract } from "./contract/document-contract.js";
import { PositionError } from "../src/store/keyset-page.js";
import { createPostgresStore } from "../src/store/postgres-store.js";
import { describePageContract } from "./contract/page-contract.js";
import { describeQueryContract } from "./contract/query-contract.js";
import { contractPrefix } from "./contract/store-contract.js";
import { StoreUnavailableError } from "../src/store/store-unavailable-error.js";
import { describeUniqueIndexContract } from "./contract/unique-index-contract.js";

const url = process.env.POSTGRES_TEST_URL;
const open = (log: (message: string) => void = () => {}, database = url as string) =>
  createPostgresStore({ url: database, poolSize: 4, statementTimeoutMs: 10_000 }, log);

// Runs against a real server only when POSTGRES_TEST_URL names a database the tests may write to.
describe.runIf(url)("PostgreSQL store", () => {
  describeDocumentContract("PostgreSQL", () => open());
  describeUniqueIndexContract("PostgreSQL", () => open());
  describeQueryContract("PostgreSQL", () => open());
  describePageContract("PostgreSQL", () => open());

  it("sets up one database from several instances starting at once, keyword index included, and says how keyword search runs", async () => {
    const messages: string[] = [];
    const stores = await Promise.all(Array.from({ length: 4 }, () => open((message) => messages.push(message))));
    const name = `${contractPrefix}together`;
    const opening = stores.map((store) =>
      store.collection<{ n: number; title: string }>(name, [{ field: "n", unique: true }], ["title"]),
    );
    const collections = await Promise.all(opening);
    // The keyword index is made at start, so no request waits for it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE '%gin_trgm_ops%'",
      [name],
    );
    await client.end();
    expect(rows).toEqual([{ name: `${name}.search(title)` }]);
    await Promise.all(collections.map((collection, n) => collection.insert({ n, title: `note ${n}` })));
    const counts = await Promise.all(
      collections.map((collection) => collection.count(keywordFilter("NOTE", ["title"]))),
    );
    expect(counts).toEqual([4, 4, 4, 4]);
    expect(messages).toEqual(Array.from({ length: 4 }, () => "Keyword search uses pg_trgm GIN indexes."));
    await Promise.all(stores.map((store) => store.close()));
  });

  it("refuses a position whose sort key is no value a document holds as PostgreSQL keeps it", async () => {
    const store = await open();
    const items = await store.collection<{ rank: number }>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
      { field: "rank" },
    ]);
    await items.insert({ rank: 1 });
    const read = (key: string) => items.findPage({}, { sort: { rank: 1 }, limit: 2, after: [key, "1"] });
    expect((await read("0.5")).rows).toHaveLength(1);
    for (const key of [
      '"\\ud800"',
      '"\\u0000"',
      "1e1000000",
      "1e-1000000",
      "-1e400",
      '{"$date":"yesterday"}',
      '{"rank":1}',
      "[1]",
      "01",
    ]) {
      await expect(read(key), key).rejects.toThrow(PositionError);
    }
    await store.close();
  });

  it("gives up a query the server does not answer in time as unavailable, and closes its connection", async () => {
    // The server would wait for the lock far longer than the client: only the client's timeout ends the read.
    const store = await createPostgresStore(
      { url: url as string, poolSize: 1, statementTimeoutMs: 60_000, queryTimeoutMs: 200, connectionTimeoutMs: 2000 },
      () => {},
    );
    const name = `${contractPrefix}${randomUUID().slice(0, 8)}`;
    const items = await store.collection<{ n: number }>(name);
    await items.insert({ n: 1 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query(`BEGIN; LOCK TABLE "${name}" IN ACCESS EXCLUSIVE MODE`);
    try {
      await expect(items.find({})).rejects.toThrow(StoreUnavailableError);
      // The pool's only connection still waits on the server: the ping answers only if the pool let go of it.
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    expect(await items.find({})).toEqual([{ id: expect.any(String), n: 1 }]);
    await store.close();
  });

  it("refuses a URL that is not PostgreSQL's, naming DATABASE_URL", async () => {
    await expect(open(() => {}, "mysql://localhost/db")).rejects.toThrow(
      "DATABASE_URL must be a URL such as postgres://",
    );
  });

  it("takes the statistics of a collection again as it grows from empty through inserts, without autovacuum", async () => {
    const store = await open();
    const name = `${contractPrefix}grown_${randomUUID().slice(0, 8)}`;
    const notes = await store.collection<{ n: number; kind: string }>(name, [{ field: "n" }, { field: "kind" }]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // Autovacuum could analyse the table first and make the test pass for it: this table is left to the store.
    await client.query(`ALTER TABLE "${name}" SET (autovacuum_enabled = false)`);
    const analysed = async () =>
      (
        await client.query<{ rows: number }>("SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = $1", [
          name,
        ])
      ).rows[0]?.rows;
    for (let n = 0; n < 999; n += 1) await notes.insert({ n, kind: n % 2 ? "odd" : "even" });
    expect(await analysed()).toBeLessThanOrEqual(0);
    await notes.insert({ n: 999, kind: "odd" });
    // Analysed in the background: the statistics count the rows, and know the kind's index to hold two values.
    await vi.waitFor(async () => expect(await analysed()).toBe(1000), { timeout: 30_000, interval: 50 });
    const { rows } = await client.query<{ n_distinct: number }>(
      "SELECT n_distinct FROM pg_stats WHERE tablename LIKE $1 AND n_distinct = 2",
      [`${name}%kind%`],
    );
    expect(rows).toEqual([{ n_distinct: 2 }]);
    await client.end();
    await store.close();
  });

  it("merges its keyword index's pending list every 1,000 inserts, without autovacuum", async () => {
    const store = await open();
    const name = `${contractPrefix}pending_${randomUUID().slice(0, 8)}`;
    const notes = await store.collection<{ title: string }>(name, [], ["title"]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`ALTER TABLE "${name}" SET (autovacuum_enabled = false)`);
    const index = `"${name}.search(title)"`;
    // The pages waiting in the list, read without merging them (pgstattuple ships with PostgreSQL's contrib).
    await client.query("CREATE EXTENSION IF NOT EXISTS pgstattuple");
    const pending = async () =>
      Number(
        (await client.query("SELECT pending_pages FROM pgstatginindex($1::regclass)", [index])).rows[0]?.pending_pages,
      );
    for (let n = 0; n < 10; n += 1) await notes.insert({ title: `plum note ${n}` });
    expect(await pending()).toBeGreaterThan(0);
    // The 1,000th insert since the collection opened has the store merge the list in the background.
    for (let n = 0; n < 990; n += 1) await notes.insert({ title: `quince note ${n}` });
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 30_000, interval: 100 });
    expect(await notes.count(keywordFilter("quince", ["title"]))).toBe(990);
    await client.end();
    await store.close();
  });

  it("searches without an index where the pg_trgm extension cannot be made, and says so", async () => {
    // A role that may make tables but not extensions, as on some hosted databases.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const role = `${contractPrefix}plain_${randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    await admin.query(`CREATE DATABASE ${role}`);
    const plainUrl = new URL(url as string);
    plainUrl.pathname = `/${role}`;
    const owner = new pg.Client({ connectionString: plainUrl.href });
    await owner.connect();
    await owner.query(`GRANT CREATE ON SCHEMA public TO ${role}`);
    await owner.end();
    plainUrl.username = role;
    const messages: string[] = [];
    const store = await open((message) => messages.push(message), plainUrl.href);
    expect(messages).toEqual([
      expect.stringMatching(
        /^Keyword search reads every row: the pg_trgm extension could not be made \(permission denied/,
      ),
    ]);
    const notes = await store.collection<{ title: string }>("notes");
    for (const title of ["Crème brûlée", "Tarte Tatin", "crêpe"]) await notes.insert({ title });
    const titles = async (q: string) =>
      (await notes.find(keywordFilter(q, ["title"]), { sort: { title: 1 } })).map((note) => note.title);
    expect(await titles("CRE")).toEqual(["Crème brûlée", "crêpe"]);
    expect(await titles("tatin t")).toEqual(["Tarte Tatin"]);
    expect(await titles("100%")).toEqual([]);
    await store.close();
    await admin.query(`DROP DATABASE ${role}`);
    await admin.query(`DROP ROLE ${role}`);
    await admin.end();
  });

  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE tablename LIKE $1",
      [`${contractPrefix}%`],
    );
    for (const { name } of rows) await client.query(`DROP TABLE "${name}"`);
    await client.end();
  });
});
