import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "./open-store.js";

describe("openStore", () => {
  it("opens the embedded store in dataDir without MONGODB_URI", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "data-"));
    const store = await openStore({ dataDir });
    const notes = await store.collection<{ text: string }>("notes");
    await notes.insert({ text: "kept on disk" });
    await store.close();
    // SQLite may keep its write-ahead log and shared-memory files beside the database.
    const files = (await readdir(dataDir)).filter((file) => !/-(wal|shm)$/.test(file));
    expect(files).toEqual(["store.sqlite"]);
    await rm(dataDir, { recursive: true });
  });
});
