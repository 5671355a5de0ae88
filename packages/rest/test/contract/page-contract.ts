import { randomUUID } from "node:crypto";
import fc from "fast-check";
import Fastify from "fastify";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../../src/errors/error-handler.js";
import { keywordFilter } from "../../src/list-query/keyword-filter.js";
import { listQueryFields, type ListQuery } from "../../src/list-query/list-query-fields.js";
import { parseListQuery } from "../../src/list-query/parse-list-query.js";
import { readListPage } from "../../src/list-query/read-list-page.js";
import { validatorCompiler } from "../../src/validation/validator-compiler.js";
import { PositionError } from "../../src/store/keyset-page.js";
import type { Collection, Filter, Index, Position, Store } from "../../src/store/store.js";
import { contractPrefix, person, type Person } from "./store-contract.js";

type Item = Person & { rank?: number | null; price?: number; color: string };

const colors = ["red", "green", "blue"];

/** The contract on range and membership filters and on pages read from a position (keyset); run once per adapter. */
export function describePageContract(adapter: string, open: () => Promise<Store>): void {
  describe(`${adapter} store contract: filters and keyset pages`, () => {
    let store: Store;
    let items: Collection<Item>;
    const seeded: Item[] = [];
    beforeAll(async () => {
      store = await open();
      const indexes: Index[] = [
        { field: "email", unique: true },
        { field: "createdAt", covers: ["rank", "price", "color", "email"] },
        { field: "createdAt", within: "color" },
        { field: "rank" },
        { field: "price" },
        { field: "color" },
      ];
      items = await store.collection<Item>(`${contractPrefix}${randomUUID().slice(0, 8)}`, indexes, ["name"]);
      // 40 items whose dates run against insertion order, ranks with ties, missing and null ones, prices missing in some.
      for (let n = 0; n < 40; n += 1) {
        const createdAt = new Date(Date.UTC(2024, 0, 1) + ((n * 17) % 40) * 3_600_000);
        const item: Item = {
          ...person(`item${n}`, n, createdAt),
          color: colors[n % 3] ?? "red",
          price: n % 5 === 0 ? 0.5 : n * 2.5,
        };
        if (n % 10 === 7) item.rank = null;
        else if (n % 10 !== 3) item.rank = n % 4;
        if (n % 8 === 6) delete item.price;
        seeded.push(item);
        await items.insert(item);
      }
    });
    afterAll(() => store.close());

    const ages = async (filter: Filter) => (await items.find(filter, { sort: { age: 1 } })).map((row) => row.age);
    /** The ages of the seeded items a predicate keeps: what the filter should find. */
    const model = (keep: (item: Item) => boolean) => seeded.filter(keep).map((item) => item.age);
    const has = <V>(value: V | null | undefined): value is V => value !== undefined && value !== null;

    it("filters by ranges on numbers, dates and texts, a missing or null value within none", async () => {
      expect(await ages({ rank: { $gte: 1, $lt: 3 } })).toEqual(
        model(({ rank }) => has(rank) && rank >= 1 && rank < 3),
      );
      expect(await ages({ rank: { $lt: 1 } })).toEqual(model(({ rank }) => rank === 0));
      expect(await ages({ rank: { $lte: 0 } })).toEqual(await ages({ rank: 0 }));
      expect(await ages({ rank: { $gt: 2 } })).toEqual(model(({ rank }) => rank === 3));
      expect(await ages({ price: { $lt: 1 } })).toEqual(model(({ price }) => price === 0.5));
      expect(await ages({ price: { $gt: 90 } })).toEqual(model(({ price }) => has(price) && price > 90));
      const [from, to] = [new Date(Date.UTC(2024, 0, 1, 2)), new Date(Date.UTC(2024, 0, 1, 4))];
      expect(await ages({ createdAt: { $gte: from, $lt: to } })).toEqual(
        model(({ createdAt }) => createdAt >= from && createdAt < to),
      );
      expect(await ages({ email: { $gt: "item38" } })).toEqual(model(({ email }) => email > "item38"));
      const greenAbove1 = model(({ color, rank }) => color === "green" && has(rank) && rank > 1);
      expect(await ages({ color: { $gte: "green", $lte: "green" }, rank: { $gt: 1 } })).toEqual(greenAbove1);
      expect(greenAbove1.length).toBeGreaterThan(1);
    });

    it("filters by membership, null among the values matching missing and null ones", async () => {
      expect(await ages({ rank: { $in: [null] } })).toEqual(model(({ rank }) => !has(rank)));
      expect(await ages({ rank: { $in: [null, 3] } })).toEqual(model(({ rank }) => !has(rank) || rank === 3));
      expect(await ages({ color: { $in: ["red", "blue"] }, age: { $lt: 6 } })).toEqual(
        model(({ color, age }) => color !== "green" && age < 6),
      );
      expect(await ages({ email: { $in: ["item1@example.com", "item9@example.com", "none@example.com"] } })).toEqual([
        1, 9,
      ]);
      expect(await ages({ color: { $in: [] } })).toEqual([]);
      const green1 = model(({ color, name }) => color === "green" && name.includes("item1"));
      expect(await items.count({ ...keywordFilter("item1", ["name"]), color: { $in: ["green"] } })).toBe(green1.length);
    });

    it("filters in the order of an index covering the filtered fields as a filter read from the documents does", async () => {
      const newest = async (filter: Filter) =>
        (await items.find(filter, { sort: { createdAt: -1 } })).map((row) => row.age);
      const newestModel = (keep: (item: Item) => boolean) =>
        seeded
          .filter(keep)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map((item) => item.age);
      expect(await newest({ color: "green", rank: { $gt: 1 } })).toEqual(
        newestModel(({ color, rank }) => color === "green" && has(rank) && rank > 1),
      );
      expect(await newest({ rank: { $in: [null, 3] } })).toEqual(newestModel(({ rank }) => !has(rank) || rank === 3));
      expect(await newest({ rank: null })).toEqual(newestModel(({ rank }) => !has(rank)));
      expect(await newest({ price: { $gte: 10, $lt: 40 } })).toEqual(
        newestModel(({ price }) => has(price) && price >= 10 && price < 40),
      );
      expect(await newest({ price: { $lt: 1 }, color: { $in: ["red", "blue"] } })).toEqual(
        newestModel(({ price, color }) => price === 0.5 && color !== "green"),
      );
      expect(await newest({ email: { $gt: "item35" } })).toEqual(newestModel(({ email }) => email > "item35"));
      const greens = newestModel(({ color }) => color === "green");
      expect(greens).toHaveLength(13);
      // One value's run of an index `within` that field, as a list of one creator's documents reads it.
      expect(await newest({ color: "green" })).toEqual(greens);
      expect((await items.find({ color: "green" }, { sort: { createdAt: 1 } })).map((row) => row.age)).toEqual(
        [...greens].reverse(),
      );
    });

    it("reads every page from a position, forwards and back, as one sorted read", async () => {
      const sorts = fc.constantFrom<Record<string, 1 | -1>>(
        { createdAt: -1 },
        { createdAt: 1 },
        { rank: 1 },
        { rank: -1 },
        { rank: 1, createdAt: -1 },
        { color: -1, rank: 1, price: -1 },
        { price: 1 },
      );
      const filters = fc.constantFrom<Filter>(
        {},
        { color: "green" },
        { rank: { $gte: 1 } },
        { rank: { $in: [null, 3] }, price: { $gt: 10 } },
        keywordFilter("item2", ["name"]),
        { price: { $lt: 40 } },
      );
      await fc.assert(
        fc.asyncProperty(sorts, filters, fc.integer({ min: 1, max: 7 }), async (sort, filter, limit) => {
          const all = (await items.find(filter, { sort })).map((row) => row.name);
          const forwards: string[][] = [];
          let last: Position | undefined;
          for (;;) {
            const page = await items.findPage(filter, { sort, limit, after: last });
            forwards.push(page.rows.map((row) => row.name));
            last = page.last;
            if (!page.more) break;
          }
          expect(forwards.flat()).toEqual(all);
          expect(forwards.slice(0, -1).every((page) => page.length === limit)).toBe(true);
          // Back from the list's last row: the same rows, in pages of the limit but the first.
          const whole = await items.findPage(filter, { sort, limit: Math.max(all.length, 1) });
          if (!whole.last) return;
          const backwards: string[][] = [[all.at(-1) ?? ""]];
          let before = whole.last;
          for (;;) {
            const page = await items.findPage(filter, { sort, limit, before });
            backwards.unshift(page.rows.map((row) => row.name));
            if (!page.more || !page.first) break;
            before = page.first;
          }
          expect(backwards.slice(1, -1).every((page) => page.length === limit)).toBe(true);
          expect(backwards.flat()).toEqual(all);
        }),
        { numRuns: 40 },
      );
    });

    it("skips rows by number when no position is given, telling whether more follow", async () => {
      const sort = { rank: -1, createdAt: 1 } as const;
      const all = (await items.find({}, { sort })).map((row) => row.name);
      const page = await items.findPage({}, { sort, limit: 7, skip: 30 });
      expect(page.rows.map((row) => row.name)).toEqual(all.slice(30, 37));
      expect(page.more).toBe(all.length > 37);
      const next = await items.findPage({}, { sort, limit: 7, after: page.last });
      expect(next.rows.map((row) => row.name)).toEqual(all.slice(37, 44));
    });

    it("reads the rows between two positions, and skips rows past a position", async () => {
      const sorts = fc.constantFrom<Record<string, 1 | -1>>(
        { createdAt: -1 },
        { rank: 1 },
        { rank: -1, createdAt: 1 },
        { color: -1, rank: 1, price: -1 },
      );
      await fc.assert(
        fc.asyncProperty(sorts, fc.nat(39), fc.nat(39), fc.integer({ min: 1, max: 50 }), async (sort, i, j, limit) => {
          const whole = await items.findPage({}, { sort, limit: 40 });
          const all = whole.rows.map((row) => row.name);
          // Each row's position, read as a one-row page.
          const at = async (index: number) => (await items.findPage({}, { sort, limit: 1, skip: index })).first;
          const [low, high] = [Math.min(i, j), Math.max(i, j)];
          const page = await items.findPage({}, { sort, limit, after: await at(low), before: await at(high) });
          const between = all.slice(low + 1, high);
          expect(page.rows.map((row) => row.name)).toEqual(between.slice(0, limit));
          expect(page.more).toBe(between.length > limit);
          const skipped = await items.findPage({}, { sort, limit: 3, after: await at(low), skip: 2 });
          expect(skipped.rows.map((row) => row.name)).toEqual(all.slice(low + 3, low + 6));
        }),
        { numRuns: 15 },
      );
    });

    it("refuses a position that does not fit its sort", async () => {
      const { last } = await items.findPage({}, { sort: { rank: 1, createdAt: -1 }, limit: 2 });
      if (!last) throw new Error("no page");
      const read = (after: unknown) => items.findPage({}, { sort: { rank: 1 }, limit: 2, after: after as Position });
      await expect(read(last)).rejects.toThrow(PositionError);
      await expect(read([last[0], "x"])).rejects.toThrow(PositionError);
      await expect(read([{ a: 1 }, last[2]])).rejects.toThrow(PositionError);
      await expect(read("abc")).rejects.toThrow(PositionError);
    });

    it("refuses a position whose place is no whole number the store counts to", async () => {
      const sort = { rank: 1 } as const;
      const { last } = await items.findPage({}, { sort, limit: 2 });
      if (!last) throw new Error("no page");
      const read = (place: unknown) =>
        items.findPage({}, { sort, limit: 2, after: [last[0] ?? null, place] as Position });
      for (const place of [
        "9223372036854775808",
        "9300000000000000000",
        9300000000000000000,
        2 ** 53,
        -1,
        1.5,
        "1e3",
      ]) {
        await expect(read(place), String(place)).rejects.toThrow(PositionError);
      }
    });

    it("answers a list's filter on a number no double holds with the same 400 as every engine, and a large one as a number", async () => {
      const spec = {
        search: [],
        sortable: ["createdAt"],
        view: ["id"],
        filters: { price: { type: "number" } },
      } as const;
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler());
      app.setErrorHandler(errorHandler);
      const querystring = Type.Object(listQueryFields(spec), { additionalProperties: false });
      app.get("/", { schema: { querystring } }, async (request) => {
        const { page } = await readListPage(items, parseListQuery(request.query as ListQuery, spec), request.url);
        return page.rows.length;
      });
      const list = async (query: string) => {
        const response = await app.inject(`/?${query}&limit=100`);
        return { status: response.statusCode, body: response.json() as unknown };
      };
      for (const [param, value] of [
        ["price[gt]", "1e400"],
        ["price[lt]", "-Infinity"],
        ["price", "1e999"],
      ] as const) {
        expect(await list(`${param}=${value}`), param).toMatchObject({
          status: 400,
          body: { valid: false, name: "finite", param },
        });
      }
      // A list's pattern holds its numbers to what a double holds.
      expect(await list("price[in]=1,1e400")).toMatchObject({
        status: 400,
        body: { valid: false, name: "match", param: "price[in]" },
      });
      expect(await list("price[gt]=1e300")).toEqual({ status: 200, body: 0 });
      expect(await list("price[lt]=1e300")).toEqual({
        status: 200,
        body: seeded.filter((item) => item.price !== undefined).length,
      });
      await app.close();
    });

    it("keeps reading past a position whose row was removed", async () => {
      const sort = { createdAt: -1 } as const;
      const first = await items.findPage({}, { sort, limit: 3 });
      const [, , removed] = first.rows;
      if (!removed || !first.last) throw new Error("no page");
      const expected = (await items.find({}, { sort, skip: 3, limit: 3 })).map((row) => row.name);
      await items.remove(removed.id);
      const next = await items.findPage({}, { sort, limit: 3, after: first.last });
      expect(next.rows.map((row) => row.name)).toEqual(expected);
    });
  });
}
