import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { afterAll, describe, expect, it, vi } from "vitest";
import { keywordFilter } from "../src/list-query/keyword-filter.js";
import { describeDocumentContract } from "./contract/document-contract.js";
import { describePageContract } from "./contract/page-contract.js";
import { describeQueryContract } from "./contract/query-contract.js";
import { createSqliteStore, storeFile } from "../src/store/sqlite-store.js";
import { StoreUnavailableError } from "../src/store/store-unavailable-error.js";
import { describeUniqueIndexContract } from "./contract/unique-index-contract.js";

/**
 * The commits in the store's write-ahead log: each ends with a frame whose header names the database's size. Frames
 * left from before the log restarted carry other salts.
 */
function walCommits(directory: string): number {
  const file = readFileSync(join(directory, `${storeFile}-wal`));
  const [pageSize, salt] = [file.readUInt32BE(8), file.readBigUInt64BE(16)];
  let count = 0;
  for (let frame = 32; frame + 24 <= file.length; frame += 24 + pageSize) {
    if (file.readBigUInt64BE(frame + 8) === salt && file.readUInt32BE(frame + 4) > 0) count += 1;
  }
  return count;
}

describeDocumentContract("embedded (in memory)", async () => createSqliteStore());
describeUniqueIndexContract("embedded (in memory)", async () => createSqliteStore());
describeQueryContract("embedded (in memory)", async () => createSqliteStore());
describePageContract("embedded (in memory)", async () => createSqliteStore());

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

describe("embedded store keyword index", () => {
  it("is made with the collection for the fields it names, over the documents already stored", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    const first = createSqliteStore(directory);
    await (await first.collection<{ title: string }>("notes")).insert({ title: "Crème brûlée" });
    await first.close();
    const second = createSqliteStore(directory);
    await second.collection<{ title: string }>("notes", [], ["title"]);
    await second.close();
    // Read beside the store, as another process would: the index exists before any search.
    const file = new Database(join(directory, storeFile), { readonly: true });
    const match = file
      .prepare(`SELECT count(*) AS n FROM "notes.search(title)" WHERE "notes.search(title)" MATCH '"creme"'`)
      .get();
    file.close();
    expect(match).toMatchObject({ n: 1 });
    await rm(directory, { recursive: true });
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

  it("makes the default sort's index again when the fields it covers change, keeping the documents", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    type Member = { role: string; team?: string; createdAt: Date };
    const open = async (store: ReturnType<typeof createSqliteStore>, covers: string[]) =>
      store.collection<Member>("members", [{ field: "createdAt", covers }, { field: "role" }, { field: "team" }]);
    const definition = () => {
      const file = new Database(join(directory, storeFile), { readonly: true });
      const row = file.prepare("SELECT sql FROM sqlite_schema WHERE name = 'members.order(createdAt)'").get() as {
        sql: string;
      };
      file.close();
      return row.sql;
    };
    const first = createSqliteStore(directory);
    const members = await open(first, ["role"]);
    for (const [n, role, team] of [
      [1, "user", "red"],
      [2, "admin", "blue"],
      [3, "user", "blue"],
    ] as const) {
      await members.insert({ role, team, createdAt: new Date(Date.UTC(2024, 0, n)) });
    }
    await first.close();
    expect(definition()).toContain("'$.role'");
    expect(definition()).not.toContain("'$.team'");

    const second = createSqliteStore(directory);
    const reopened = await open(second, ["role", "team"]);
    expect(definition()).toContain("'$.team'");
    const newestBlueUsers = await reopened.find({ team: "blue", role: "user" }, { sort: { createdAt: -1 } });
    expect(newestBlueUsers.map((member) => member.createdAt)).toEqual([new Date(Date.UTC(2024, 0, 3))]);
    expect(
      (await reopened.find({ team: { $in: ["blue", "red"] } }, { sort: { createdAt: -1 } })).map(
        (member) => member.role,
      ),
    ).toEqual(["user", "admin", "user"]);
    await second.close();
  });

  it("keeps keyword searches current across writes and restarts, over documents stored before the first search", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    type Note = { title: string; n: number };
    const search = (q: string) => keywordFilter(q, ["title"]);
    const titles = async (notes: { find(filter: object, options: object): Promise<Note[]> }, q: string) =>
      (await notes.find(search(q), { sort: { n: 1 } })).map((note) => note.title);
    const first = createSqliteStore(directory);
    const notes = await first.collection<Note>("notes", [{ field: "n" }]);
    // Documents stored before the first search are found too: the search index is filled when it is made.
    for (let n = 0; n < 2500; n += 1) await notes.insert({ title: n === 1234 ? "Crème brûlée" : `note ${n}`, n });
    expect(await notes.count(search("note 1999"))).toBe(1);
    const added = await notes.insert({ title: "note 1999 again", n: 2500 });
    expect(await notes.count(search("note 1999"))).toBe(2);
    expect(await titles(notes, "BRULEE")).toEqual(["Crème brûlée"]);
    await first.close();

    const second = createSqliteStore(directory);
    const reopened = await second.collection<Note>("notes", [{ field: "n" }]);
    const crème = (await reopened.findOne(search("creme"))) as Note & { id: string };
    await reopened.update(crème.id, { title: "tarte tatin" });
    await reopened.remove(added.id);
    await reopened.insert({ title: "another crème", n: 2501 });
    expect(await titles(reopened, "creme")).toEqual(["another crème"]);
    expect(await titles(reopened, "tatin")).toEqual(["tarte tatin"]);
    expect(await reopened.count(search("note 1999"))).toBe(1);
    expect((await reopened.find(search("note"), { sort: { n: -1 }, skip: 1, limit: 2 })).map((note) => note.n)).toEqual(
      [2498, 2497],
    );
    await second.close();
  });

  it("indexes new rows for search together: before the next search, or a moment after the write", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const search = "notes.search(title)";
    const looked = (sql: string) => {
      const db = new Database(join(directory, storeFile));
      const { n } = db.prepare(sql).get() as { n: number };
      db.close();
      return n;
    };
    const pending = () => looked(`SELECT count(*) AS n FROM "${search}.pending"`);
    const indexed = () => looked(`SELECT count(*) AS n FROM "${search}"`);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ title: string }>("notes", [], ["title"]);
    for (const title of ["plum jam", "plum tart", "fig jam"]) await notes.insert({ title });
    expect([pending(), indexed()]).toEqual([3, 0]);
    // A search sees every row written before it.
    expect(await notes.count(keywordFilter("plum", ["title"]))).toBe(2);
    expect([pending(), indexed()]).toEqual([0, 3]);

    // Without a search, the rows are indexed a moment after their write, together.
    const gone = await notes.insert({ title: "quince jam" });
    await notes.insert({ title: "pear jam" });
    await notes.remove(gone.id);
    expect(pending()).toBe(1);
    await vi.waitFor(() => expect([pending(), indexed()]).toEqual([0, 4]), { timeout: 5000, interval: 20 });
    expect(await notes.count(keywordFilter("jam", ["title"]))).toBe(3);
    await store.close();

    // A file whose index was kept by the earlier trigger, which indexed each insert at once, gets the pending one.
    const db = new Database(join(directory, storeFile));
    db.exec(`DROP TRIGGER "${search}.insert"; DROP TABLE "${search}.pending";
      CREATE TRIGGER "${search}.insert" AFTER INSERT ON notes BEGIN
        INSERT INTO "${search}" (rowid, text) VALUES (new.seq, coalesce(new.doc ->> '$.title', ''));
      END;
      INSERT INTO notes (id, doc) VALUES ('old', '{"title":"plum cake"}');`);
    db.close();
    const reopened = createSqliteStore(directory);
    const notesAgain = await reopened.collection<{ title: string }>("notes", [], ["title"]);
    await notesAgain.insert({ title: "plum crumble" });
    expect([pending(), indexed()]).toEqual([1, 5]);
    expect(await notesAgain.count(keywordFilter("plum", ["title"]))).toBe(4);
    await reopened.close();
  });

  it("takes the statistics of a collection again as it grows from empty through inserts", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ n: number; kind: string }>("grown", [{ field: "n" }, { field: "kind" }]);
    const statistics = () => {
      const db = new Database(join(directory, storeFile));
      const rows = db.prepare("SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'grown' AND idx IS NOT NULL").all();
      db.close();
      return rows as { idx: string; stat: string }[];
    };
    for (let n = 0; n < 999; n += 1) await notes.insert({ n, kind: n % 2 ? "odd" : "even" });
    expect(statistics()).toEqual([]);
    await notes.insert({ n: 999, kind: "odd" });
    // Rows counted, and the kind index known to hold two values: 500 rows a value.
    expect(statistics().find((row) => row.idx === "grown.order(kind)")?.stat).toMatch(/^1000 500/);
    await store.close();
  });

  it("merges its keyword index's segments into one once the collection has doubled", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ title: string }>("notes", [], ["title"]);
    const segments = () => {
      const db = new Database(join(directory, storeFile));
      const { n } = db.prepare(`SELECT count(DISTINCT segid) AS n FROM "notes.search(title)_idx"`).get() as {
        n: number;
      };
      db.close();
      return n;
    };
    // Each search indexes the rows written before it as a segment of its own.
    for (let n = 0; n < 999; n += 1) {
      await notes.insert({ title: `note ${n} of the ${["plum", "fig", "pear"][n % 3]} basket` });
      if (n % 50 === 49) await notes.count(keywordFilter("basket", ["title"]));
    }
    await notes.count(keywordFilter("basket", ["title"]));
    const before = segments();
    expect(before).toBeGreaterThan(1);
    await notes.insert({ title: "the last note" });
    expect(segments()).toBe(1);
    expect(await notes.count(keywordFilter("plum", ["title"]))).toBe(333);
    await store.close();
  });

  it("answers at once what another connection to the same file wrote, searches included", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    type Member = { email: string; role: string };
    const [server, script] = [createSqliteStore(directory), createSqliteStore(directory)];
    const index = [{ field: "email", unique: true }];
    const members = await server.collection<Member>("members", index);
    const { id } = await members.insert({ email: "ana@example.com", role: "user" });
    expect(await members.count(keywordFilter("ana", ["email"]))).toBe(1);

    const fromScript = await script.collection<Member>("members", index);
    await fromScript.update(id, { role: "admin" });
    await fromScript.insert({ email: "bob@example.com", role: "user" });
    await expect(fromScript.insert({ email: "ana@example.com", role: "user" })).rejects.toThrow("email already exists");
    expect(await members.findById(id)).toEqual({ id, email: "ana@example.com", role: "admin" });
    expect(await members.count(keywordFilter("bob@", ["email"]))).toBe(1);
    await fromScript.remove(id);
    expect(await members.findById(id)).toBeNull();
    expect(await members.count(keywordFilter("ana", ["email"]))).toBe(0);
    await Promise.all([server.close(), script.close()]);
  });

  it("commits the creates that arrive together at once, each answered only once it is in the file", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ title: string; slug: string }>("notes", [
      { field: "slug", unique: true },
      { field: "title" },
    ]);
    const commits = () => walCommits(directory);
    await notes.insert({ title: "first", slug: "first" });
    const before = commits();
    const other = new Database(join(directory, storeFile), { readonly: true });
    // Thirty creates in one turn, one of them a taken slug: it alone is refused.
    const creates = Array.from({ length: 30 }, (_, n) =>
      notes.insert({ title: `note ${n}`, slug: n === 7 ? "first" : `note-${n}` }),
    );
    const settled = await Promise.allSettled(creates);
    expect(settled.filter((result) => result.status === "rejected").map((result) => String(result.reason))).toEqual([
      expect.stringContaining("slug already exists"),
    ]);
    expect(commits() - before).toBe(1);
    expect((other.prepare("SELECT count(*) AS n FROM notes").get() as { n: number }).n).toBe(30);
    other.close();
    // A lone create is its own commit.
    await notes.insert({ title: "alone", slug: "alone" });
    expect(commits() - before).toBe(2);
    await store.close();
  });

  it("commits the updates and removals that arrive together at once, each answering its own outcome", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ title: string; slug: string }>("notes", [{ field: "slug", unique: true }]);
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) ids.push((await notes.insert({ title: `note ${n}`, slug: `note-${n}` })).id);
    const before = walCommits(directory);
    // In one turn: ten renames (one to a taken slug), five removals (one of a note that is not there), and a rename of
    // a note removed earlier in the same turn, which finds nothing.
    const renames = ids.slice(0, 10).map((id, n) => notes.update(id, { slug: n === 3 ? "note-15" : `renamed-${n}` }));
    const removals = [...ids.slice(10, 14), "no-such-note"].map((id) => notes.remove(id));
    const late = notes.update(ids[10] ?? "", { title: "too late" });
    const renamed = await Promise.allSettled(renames);
    expect(renamed.filter((result) => result.status === "rejected").map((result) => String(result.reason))).toEqual([
      expect.stringContaining("slug already exists"),
    ]);
    expect(renamed[0]).toEqual({
      status: "fulfilled",
      value: expect.objectContaining({ id: ids[0], slug: "renamed-0" }),
    });
    expect(await Promise.all(removals)).toEqual([true, true, true, true, false]);
    expect(await late).toBeNull();
    expect(walCommits(directory) - before).toBe(1);
    const other = new Database(join(directory, storeFile), { readonly: true });
    const slugs = other.prepare("SELECT doc ->> '$.slug' AS slug FROM notes ORDER BY seq").all() as { slug: string }[];
    expect(slugs.map((row) => row.slug)).toEqual([
      ...["renamed-0", "renamed-1", "renamed-2", "note-3", "renamed-4", "renamed-5", "renamed-6", "renamed-7"],
      ...["renamed-8", "renamed-9", "note-14", "note-15", "note-16", "note-17", "note-18", "note-19"],
    ]);
    other.close();
    await store.close();
  });

  it("answers that the database is unavailable when another process holds the file past the busy wait", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    directories.push(directory);
    const store = createSqliteStore(directory);
    const notes = await store.collection<{ title: string }>("notes");
    await notes.insert({ title: "before" });
    const other = new Database(join(directory, storeFile));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const refused = notes.insert({ title: "while held" });
      await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(refused).rejects.toThrow("The database is unavailable");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    await notes.insert({ title: "after" });
    expect((await notes.find({})).map((note) => note.title)).toEqual(["before", "after"]);
    await store.close();
  }, 15_000);
});
