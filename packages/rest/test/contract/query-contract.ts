import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keywordFilter } from "../../src/list-query/keyword-filter.js";
import { foldText } from "../../src/store/keywords.js";
import type { Collection, Filter, Store } from "../../src/store/store.js";
import { contractPeople, contractPrefix, person, type Person } from "./store-contract.js";

/** The contract on queries: filters, sorts, pages and keyword searches; run once per adapter. */
export function describeQueryContract(adapter: string, open: () => Promise<Store>): void {
  describe(`${adapter} store contract: queries`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    const people = () => contractPeople(store);
    const seed = async (collection: Collection<Person>) => {
      for (const [index, name] of ["ana", "bob", "cid", "dee"].entries()) {
        await collection.insert(person(name, 20 + index, new Date(Date.UTC(2024, 0, index + 1))));
      }
    };

    it("finds with filters, sort, skip and limit", async () => {
      const collection = await people();
      await seed(collection);
      const names = (rows: Person[]) => rows.map((row) => row.name);
      expect(names(await collection.find({}, { sort: { age: -1 } }))).toEqual(["dee", "cid", "bob", "ana"]);
      expect(names(await collection.find({}, { sort: { createdAt: 1 }, skip: 1, limit: 2 }))).toEqual(["bob", "cid"]);
      expect(names(await collection.find({ age: 21 }))).toEqual(["bob"]);
      expect(names(await collection.find({ name: "bob", age: 21 }))).toEqual(["bob"]);
      expect(await collection.find({ name: "bob", age: 22 })).toEqual([]);
      expect(await collection.count(keywordFilter("e", ["name"]))).toBe(1);
      expect(await collection.count({ age: 23 })).toBe(1);
      expect((await collection.findOne({ email: "cid@example.com" }))?.name).toBe("cid");
      expect(await collection.findOne({ email: "zed@example.com" })).toBeNull();
    });

    it("filters by equality on booleans, dates, nested fields and null, which also matches a missing field", async () => {
      type Flagged = Person & { admin?: boolean | null; links?: { site: string } };
      const collection = await store.collection<Flagged>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "links.site" },
      ]);
      const day = new Date(Date.UTC(2024, 0, 2));
      await collection.insert({ ...person("ana", 30), admin: true, links: { site: "a" } });
      await collection.insert({ ...person("bob", 31, day), admin: false });
      await collection.insert({ ...person("cid", 32), admin: null });
      const names = async (filter: Filter) =>
        (await collection.find(filter, { sort: { name: 1 } })).map((row) => row.name);
      expect(await names({ admin: true })).toEqual(["ana"]);
      expect(await names({ admin: false })).toEqual(["bob"]);
      expect(await names({ admin: null })).toEqual(["cid"]);
      expect(await names({ links: null })).toEqual(["bob", "cid"]);
      expect(await names({ "links.site": "a" })).toEqual(["ana"]);
      expect(await names({ createdAt: day })).toEqual(["bob"]);
      expect(await names({ createdAt: day, ...keywordFilter("BO", ["name"]) })).toEqual(["bob"]);
      expect(await names({ admin: true, ...keywordFilter("bob", ["name"]) })).toEqual([]);
    });

    it("pages a list sorted by an indexed field as it would an unindexed one", async () => {
      type Ranked = Person & { rank?: number; tags: { score: number } };
      const collection = await store.collection<Ranked>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "createdAt" },
        { field: "rank" },
      ]);
      // Inserted out of date order, one without a rank, so neither insertion nor id order gives the answer.
      const days = [5, 2, 9, 1, 7, 3, 8, 4, 6];
      for (const day of days) {
        const entry = { ...person(`p${day}`, day, new Date(Date.UTC(2024, 0, day))), tags: { score: day } };
        await collection.insert(day === 4 ? entry : { ...entry, rank: 10 - day });
      }
      const names = (rows: Person[]) => rows.map((row) => row.name);
      expect(names(await collection.find({}, { sort: { createdAt: -1 }, limit: 3 }))).toEqual(["p9", "p8", "p7"]);
      expect(names(await collection.find({}, { sort: { createdAt: -1 }, skip: 3, limit: 3 }))).toEqual([
        "p6",
        "p5",
        "p4",
      ]);
      expect(names(await collection.find({}, { sort: { createdAt: 1 }, skip: 7 }))).toEqual(["p8", "p9"]);
      expect(names(await collection.find({}, { sort: { createdAt: 1 }, skip: 20, limit: 3 }))).toEqual([]);
      // A missing value sorts before every number, as in MongoDB.
      expect(names(await collection.find({}, { sort: { rank: 1 }, limit: 3 }))).toEqual(["p4", "p9", "p8"]);
      expect(names(await collection.find({ "tags.score": 3 }, { sort: { createdAt: -1 } }))).toEqual(["p3"]);
      expect(
        names(await collection.find(keywordFilter("p", ["name"]), { sort: { createdAt: -1 }, skip: 1, limit: 2 })),
      ).toEqual(["p8", "p7"]);

      const [newest] = await collection.find({}, { sort: { createdAt: -1 }, limit: 1 });
      if (!newest) throw new Error("no document found");
      newest.tags.score = 0;
      newest.createdAt.setTime(0);
      expect(await collection.findById(newest.id)).toMatchObject({
        tags: { score: 9 },
        createdAt: new Date(Date.UTC(2024, 0, 9)),
      });
    });

    it("searches keywords with regular expression syntax as plain text", async () => {
      type Note = Person & { title: string };
      const collection = await store.collection<Note>(`${contractPrefix}${randomUUID().slice(0, 8)}`);
      const titles = ["C++ (2nd ed.) [draft]", "a.b*c?", "Café $5 ^up^", "plain", "back\\slash | pipe"];
      for (const [index, title] of titles.entries()) await collection.insert({ ...person(`n${index}`, index), title });
      const search = async (q: string) =>
        (await collection.find(keywordFilter(q, ["title", "name"]), { sort: { age: 1 } })).map((note) => note.title);
      expect(await search("c++ (2ND")).toEqual(["C++ (2nd ed.) [draft]"]);
      expect(await search("[draft]")).toEqual(["C++ (2nd ed.) [draft]"]);
      expect(await search("b*c?")).toEqual(["a.b*c?"]);
      expect(await search(".")).toEqual(["C++ (2nd ed.) [draft]", "a.b*c?"]);
      expect(await search("cafe $5 ^UP^")).toEqual(["Café $5 ^up^"]);
      expect(await search("\\slash |")).toEqual(["back\\slash | pipe"]);
      expect(await search("n3 plain")).toEqual(["plain"]);
      expect(await search(".*")).toEqual([]);
      expect(await collection.count(keywordFilter("+", ["title"]))).toBe(1);
    });

    it("takes any printable text as keywords, reading none of it as query syntax", async () => {
      type Note = Person & { title: string };
      const collection = await store.collection<Note>(
        `${contractPrefix}${randomUUID().slice(0, 8)}`,
        [{ field: "age" }],
        ["title"],
      );
      const titles = [
        'say "hi" AND NOT bye',
        "C++ (2nd ed.) [draft] {x} ^up^ * - : NEAR(a b)",
        "plain",
        "'quoted' \\ 100%_",
      ];
      for (const [index, title] of titles.entries()) await collection.insert({ ...person(`n${index}`, index), title });
      const printable = fc.string({ unit: "grapheme", maxLength: 40 }).map((text) => text.replace(/\p{Cc}/gu, " "));
      await fc.assert(
        fc.asyncProperty(fc.oneof(printable, fc.constantFrom(...titles)), async (q) => {
          const filter = keywordFilter(q, ["title"]);
          const page = await collection.findPage(filter, { sort: { age: 1 }, limit: 10 });
          expect(await collection.count(filter)).toBe(page.rows.length);
        }),
      );
      expect(await collection.count(keywordFilter('"hi" and', ["title"]))).toBe(1);
      expect(await collection.count(keywordFilter("NEAR(a", ["title"]))).toBe(1);
    });

    it("matches nothing for a word holding NUL or a lone surrogate, and searches on after it", async () => {
      type Note = Person & { title: string };
      const collection = await store.collection<Note>(
        `${contractPrefix}${randomUUID().slice(0, 8)}`,
        [{ field: "age" }],
        ["title"],
      );
      for (let n = 0; n < 200; n += 1) await collection.insert({ ...person(`n${n}`, n), title: `abc note ${n}` });
      const search = (q: string) => keywordFilter(q, ["title"]);
      for (const q of ["abc\0def", "abc\0", "\0", "note \0 abc", "abc\uD800", "\uDFFFnote"]) {
        expect(await collection.count(search(q)), JSON.stringify(q)).toBe(0);
        expect((await collection.findPage(search(q), { sort: { age: 1 }, limit: 10 })).rows, JSON.stringify(q)).toEqual(
          [],
        );
      }
      // A search of the same shape as one that failed runs as well.
      expect(await collection.count(search("abc"))).toBe(200);
      expect(
        (await collection.findPage(search("note 19"), { sort: { age: 1 }, limit: 3 })).rows.map((note) => note.age),
      ).toEqual([19, 119, 190]);
    });

    it("pages searches of words most, some and few documents hold, newest first, folding case and accents", async () => {
      type Note = Person & { title: string };
      const fields = ["title", "name"];
      const collection = await store.collection<Note>(
        `${contractPrefix}${randomUUID().slice(0, 8)}`,
        [{ field: "createdAt" }],
        fields,
      );
      const notes: Note[] = [];
      for (let n = 0; n < 400; n += 1) {
        // Dates run against insertion order (7919 is prime to 400), so only the sort gives the order.
        const createdAt = new Date(Date.UTC(2024, 0, 1) + ((n * 7919) % 400) * 60_000);
        const words = [
          n % 50 === 0 ? "THÉ" : "the",
          n % 3 === 0 ? "middle" : "",
          n % 80 === 7 ? "Crème" : "",
          n % 7 === 0 ? "My" : "",
        ];
        notes.push({ ...person(`n${n}`, n, createdAt), title: words.filter(Boolean).join(" ") });
      }
      for (const note of notes) await collection.insert(note);
      const newestFirst = [...notes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const expected = (q: string, skip: number, limit: number) => {
        const words = q.split(" ").map(foldText);
        const found = newestFirst.filter((note) =>
          words.every((word) => foldText(`${note.title}\n${note.name}`).includes(word)),
        );
        return found.slice(skip, skip + limit).map((note) => note.name);
      };
      for (const q of ["the", "thé", "middle", "CREME", "my", "the my", "middle MY", "crème the"]) {
        for (const [skip, limit] of [
          [0, 10],
          [30, 30],
          [120, 20],
        ] as const) {
          const found = await collection.find(keywordFilter(q, fields), { sort: { createdAt: -1 }, skip, limit });
          expect(
            found.map((note) => note.name),
            `${q} from ${skip}`,
          ).toEqual(expected(q, skip, limit));
        }
        expect(await collection.count(keywordFilter(q, fields))).toBe(expected(q, 0, 400).length);
      }
      expect(expected("the", 0, 400)).toHaveLength(400);
      expect(expected("middle MY", 0, 400)).toHaveLength(20);
      expect(expected("crème the", 0, 400)).toHaveLength(5);
    });

    it("sorts missing and null values first, then by value, both ways", async () => {
      type Ranked = Person & { rank?: number | null };
      const collection = await store.collection<Ranked>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "rank" },
      ]);
      await collection.insert({ ...person("two", 1), rank: 2 });
      await collection.insert(person("none", 2));
      await collection.insert({ ...person("one", 3), rank: 1 });
      const names = (rows: Person[]) => rows.map((row) => row.name);
      expect(names(await collection.find({}, { sort: { rank: 1 } }))).toEqual(["none", "one", "two"]);
      expect(names(await collection.find({}, { sort: { rank: -1 } }))).toEqual(["two", "one", "none"]);
      expect(names(await collection.find(keywordFilter("o", ["name"]), { sort: { rank: 1 } }))).toEqual([
        "none",
        "one",
        "two",
      ]);
      expect(names(await collection.find(keywordFilter("n", ["name"]), { sort: { rank: -1 } }))).toEqual([
        "one",
        "none",
      ]);
    });

    it("answers an empty page past the end, and the rest of a list from a skip", async () => {
      const collection = await people();
      await seed(collection);
      const names = (rows: Person[]) => rows.map((row) => row.name);
      expect(await collection.find({}, { sort: { age: 1 }, skip: 4, limit: 2 })).toEqual([]);
      expect(await collection.find({}, { skip: 100 })).toEqual([]);
      expect(names(await collection.find({}, { sort: { age: 1 }, skip: 3, limit: 10 }))).toEqual(["dee"]);
      expect(names(await collection.find(keywordFilter("e", ["name"]), { sort: { age: 1 }, skip: 1 }))).toEqual([]);
      expect(
        names(await collection.find(keywordFilter("example", ["email"]), { sort: { age: -1 }, skip: 2, limit: 5 })),
      ).toEqual(["bob", "ana"]);
    });
  });
}
