import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSqliteStore } from "./sqlite-store.js";
import { describeStoreContract } from "./store-contract.js";

describeStoreContract("embedded (in memory)", async () => createSqliteStore());

describe("embedded store expiry", () => {
  it("drops documents once the date of an expiring index is past", async () => {
    const store = createSqliteStore();
    const links = await store.collection<{ expiresAt: Date }>("links", [{ field: "expiresAt", expireAfterSeconds: 0 }]);
    await links.insert({ expiresAt: new Date(Date.now() - 1000) });
    const { id } = await links.insert({ expiresAt: new Date(Date.now() + 60_000) });
    expect((await links.find({})).map((link) => link.id)).toEqual([id]);
    await store.close();
  });
});

describe("embedded store sorted pages", () => {
  it("lists a document with several values under an indexed sort field once", async () => {
    const store = createSqliteStore();
    const posts = await store.collection<{ tags: string[] | string }>("posts", [{ field: "tags" }]);
    await posts.insert({ tags: ["b", "d"] });
    await posts.insert({ tags: "a" });
    await posts.insert({ tags: "c" });
    const listed = await posts.find({}, { sort: { tags: 1 } });
    expect(listed).toHaveLength(3);
    expect(new Set(listed.map((post) => post.id)).size).toBe(3);
    await store.close();
  });
});

describe("embedded store on disk", () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true }))));

  it("keeps documents and unique indexes across restarts", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const first = createSqliteStore(directory);
    const people = await first.collection<{ email: string }>("people", [{ field: "email", unique: true }]);
    const { id } = await people.insert({ email: "ana@example.com" });
    await first.close();

    const second = createSqliteStore(directory);
    const reopened = await second.collection<{ email: string }>("people", [{ field: "email", unique: true }]);
    expect(await reopened.findById(id)).toEqual({ id, email: "ana@example.com" });
    await expect(reopened.insert({ email: "ana@example.com" })).rejects.toThrow("email already exists");
    await second.close();
  });
});
