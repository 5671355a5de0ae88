import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DuplicateKeyError } from "../../src/store/duplicate-key-error.js";
import type { Store } from "../../src/store/store.js";
import { contractPeople, contractPrefix, person, type Person } from "./store-contract.js";

/** The contract on unique indexes: duplicates refused and named, sparse indexes, concurrent inserts; run once per adapter. */
export function describeUniqueIndexContract(adapter: string, open: () => Promise<Store>): void {
  describe(`${adapter} store contract: unique indexes`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    const people = () => contractPeople(store);

    it("refuses a second document with the same unique field", async () => {
      const collection = await people();
      await collection.insert(person("ana", 30));
      const { id } = await collection.insert(person("bob", 31));
      await expect(collection.insert(person("ana", 32))).rejects.toEqual(new DuplicateKeyError("email"));
      await expect(collection.update(id, { email: "ana@example.com" })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await collection.count({})).toBe(2);
      // A refused write leaves the next ones of the same shape to succeed on their own values.
      expect(await collection.update(id, { email: "bob.new@example.com" })).toMatchObject({
        email: "bob.new@example.com",
      });
      await expect(collection.insert(person("ana", 33))).rejects.toEqual(new DuplicateKeyError("email"));
      expect(await collection.insert(person("cid", 34))).toMatchObject({ name: "cid" });
    });

    it("keeps a sparse unique index on a nested field unique only where the field is set", async () => {
      type Linked = Person & { links?: { site?: string } };
      const collection = await store.collection<Linked>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "email", unique: true },
        { field: "links.site", unique: true, sparse: true },
      ]);
      await collection.insert(person("ana", 30));
      await collection.insert({ ...person("bob", 31), links: {} });
      await collection.insert({ ...person("cid", 32), links: { site: "42" } });
      await expect(collection.insert({ ...person("dee", 33), links: { site: "42" } })).rejects.toEqual(
        new DuplicateKeyError("links.site"),
      );
      expect((await collection.findOne({ "links.site": "42" }))?.name).toBe("cid");
    });

    it("names the field of the unique index a write breaks", async () => {
      type Linked = Person & { handle?: string };
      const collection = await store.collection<Linked>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "email", unique: true },
        { field: "handle", unique: true, sparse: true },
      ]);
      await collection.insert({ ...person("ana", 30), handle: "ana" });
      const { id } = await collection.insert(person("bob", 31));
      await expect(collection.insert({ ...person("cid", 32), handle: "ana" })).rejects.toEqual(
        new DuplicateKeyError("handle"),
      );
      await expect(collection.update(id, { handle: "ana" })).rejects.toEqual(new DuplicateKeyError("handle"));
      await expect(collection.update(id, { email: "ana@example.com" })).rejects.toEqual(new DuplicateKeyError("email"));
      expect(await collection.findById(id)).toMatchObject({ email: "bob@example.com" });
    });

    it("creates exactly one document when concurrent inserts share a unique value", async () => {
      const collection = await people();
      const attempts = await Promise.allSettled(
        Array.from({ length: 16 }, (_, index) => collection.insert(person("ana", index))),
      );
      expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
      for (const attempt of attempts.filter((attempt) => attempt.status === "rejected")) {
        expect(attempt.reason).toEqual(new DuplicateKeyError("email"));
      }
      expect(await collection.count({ email: "ana@example.com" })).toBe(1);
    });
  });
}
