import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../src/store/store.js";
import { contractPeople, contractPrefix, person } from "./store-contract.js";

/** The contract on single documents: insert, read by id, update, remove and expiry; run once per adapter. */
export function describeDocumentContract(adapter: string, open: () => Promise<Store>): void {
  describe(`${adapter} store contract: documents`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    const people = () => contractPeople(store);

    it("inserts a document and answers it with a string id", async () => {
      const collection = await people();
      const created = await collection.insert(person("ana", 30));
      expect(created).toEqual({ ...person("ana", 30, created.createdAt), id: expect.any(String) });
      expect(await collection.findById(created.id)).toEqual(created);
    });

    it("keeps dates as dates", async () => {
      const collection = await people();
      const at = new Date("2024-05-06T07:08:09.010Z");
      const { id } = await collection.insert(person("ana", 30, at));
      expect((await collection.findById(id))?.createdAt).toEqual(at);
    });

    it("answers every read as a document of its own: changing one changes neither the store nor the next read", async () => {
      type Profile = { name: string; tags: string[]; links: { home: string }; seenAt: Date };
      const collection = await store.collection<Profile>(`${contractPrefix}${randomUUID().slice(0, 8)}`, []);
      const seenAt = new Date("2024-05-06T07:08:09.010Z");
      const profile = { name: "ana", tags: ["a"], links: { home: "https://example.com" }, seenAt };
      const { id } = await collection.insert(structuredClone(profile));
      for (let read = 0; read < 2; read += 1) {
        const found = await collection.findById(id);
        expect(found).toEqual({ ...profile, id });
        if (!found) return;
        found.name = "changed";
        found.tags.push("b");
        found.links.home = "changed";
        found.seenAt.setTime(0);
      }
    });

    it("answers null for unknown and malformed ids", async () => {
      const collection = await people();
      await collection.insert(person("ana", 30));
      for (const id of ["0123456789abcdef01234567", "nope", "", '{"$ne":null}']) {
        expect(await collection.findById(id)).toBeNull();
        expect(await collection.update(id, { name: "x" })).toBeNull();
        expect(await collection.remove(id)).toBe(false);
      }
    });

    it("keeps documents of an expiring index until their date is past", async () => {
      type Link = { token: string; expiresAt: Date };
      const collection = await store.collection<Link>(`${contractPrefix}${randomUUID().slice(0, 8)}`, [
        { field: "expiresAt", expireAfterSeconds: 0 },
      ]);
      const { id } = await collection.insert({ token: "later", expiresAt: new Date(Date.now() + 3_600_000) });
      expect(await collection.findById(id)).toMatchObject({ token: "later" });
      expect(await collection.findOne({ token: "later" })).toMatchObject({ id });
      expect(await collection.count({})).toBe(1);
    });

    it("updates the given fields only and answers the new document", async () => {
      const collection = await people();
      const created = await collection.insert(person("ana", 30));
      const updated = await collection.update(created.id, { name: "Ana" });
      expect(updated).toEqual({ ...created, name: "Ana" });
      expect(await collection.findById(created.id)).toEqual(updated);
    });

    it("leaves a field given as undefined in an update as it is", async () => {
      const collection = await people();
      const created = await collection.insert(person("ana", 30));
      expect(await collection.update(created.id, { name: undefined, age: 31 })).toEqual({ ...created, age: 31 });
    });

    it("answers the document unchanged for an update without changes", async () => {
      const collection = await people();
      const created = await collection.insert(person("ana", 30));
      expect(await collection.update(created.id, {})).toEqual(created);
      expect(await collection.update("unknown", {})).toBeNull();
    });

    it("removes by id", async () => {
      const collection = await people();
      const { id } = await collection.insert(person("ana", 30));
      expect(await collection.remove(id)).toBe(true);
      expect(await collection.findById(id)).toBeNull();
      expect(await collection.count({})).toBe(0);
    });
  });
}
