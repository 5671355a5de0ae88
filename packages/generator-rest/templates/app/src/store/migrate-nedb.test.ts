import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DuplicateKeyError } from "./duplicate-key-error.js";
import { migrateNedb, parseNedbFile } from "./migrate-nedb.js";
import { createSqliteStore } from "./sqlite-store.js";

// Lines as nedb appends them: an index, inserts, a later version of a document, a removal.
const usersFile = [
  '{"$$indexCreated":{"fieldName":"email","unique":true}}',
  '{"email":"ana@example.com","name":"Ana","createdAt":{"$$date":1704067200000},"_id":"a1b2c3d4e5f6a7b8"}',
  '{"email":"bob@example.com","name":"Bob","createdAt":{"$$date":1704153600000},"_id":"b1b2c3d4e5f6a7b8"}',
  '{"email":"ana@example.com","name":"Ana Lima","createdAt":{"$$date":1704067200000},"_id":"a1b2c3d4e5f6a7b8"}',
  '{"$$deleted":true,"_id":"b1b2c3d4e5f6a7b8"}',
  '{"email":"cid@example.com","name":"Cid","services":{"github":"42"},"createdAt":{"$$date":1704240000000},"_id":"c1b2c3d4e5f6a7b8"}',
  "",
].join("\n");

describe("migrateNedb", () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true }))));

  it("keeps the last version of each live document", () => {
    const documents = parseNedbFile(usersFile);
    expect(documents.map((document) => document["name"])).toEqual(["Ana Lima", "Cid"]);
    expect(documents[0]?.["createdAt"]).toEqual(new Date(1704067200000));
  });

  it("moves every collection into the store with its ids, once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "nedb-"));
    directories.push(dataDir);
    await writeFile(join(dataDir, "users.db"), usersFile);
    await writeFile(join(dataDir, "notes.db"), '{"text":"kept","_id":"n1"}\n');
    expect(await migrateNedb(dataDir)).toEqual({ notes: 1, users: 2 });
    expect(await migrateNedb(dataDir)).toEqual({ notes: "skipped", users: "skipped" });

    const store = createSqliteStore(dataDir);
    const users = await store.collection<{ email: string; name: string; createdAt: Date }>("users", [{ field: "email", unique: true }]);
    expect(await users.findById("a1b2c3d4e5f6a7b8")).toEqual({
      id: "a1b2c3d4e5f6a7b8",
      email: "ana@example.com",
      name: "Ana Lima",
      createdAt: new Date(1704067200000),
    });
    expect(await users.findOne({ "services.github": "42" })).toMatchObject({ id: "c1b2c3d4e5f6a7b8" });
    expect(await users.count({})).toBe(2);
    await expect(users.insert({ email: "cid@example.com", name: "Again", createdAt: new Date() })).rejects.toEqual(
      new DuplicateKeyError("email"),
    );
    await store.close();
  });
});
