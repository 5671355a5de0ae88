import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { immediateTransaction } from "../src/store/sqlite-transaction.js";

describe("immediateTransaction", () => {
  let directory: string;
  let db: Database.Database;
  const count = () => (db.prepare("SELECT count(*) AS n FROM notes").get() as { n: number }).n;
  const insert = (text: string) => db.prepare("INSERT INTO notes (text) VALUES (?)").run(text);

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "transaction-"));
    db = new Database(join(directory, "store.sqlite"));
    db.exec("CREATE TABLE notes (text TEXT NOT NULL)");
  });
  afterEach(async () => {
    db.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("commits the work's writes and answers its result", () => {
    expect(immediateTransaction(db, () => insert("first").changes + insert("second").changes)).toBe(2);
    expect(db.inTransaction).toBe(false);
    const reader = new Database(join(directory, "store.sqlite"));
    expect((reader.prepare("SELECT count(*) AS n FROM notes").get() as { n: number }).n).toBe(2);
    reader.close();
  });

  it("undoes every write of a work that throws, and throws its error", () => {
    const failure = new Error("the third note is refused");
    expect(() =>
      immediateTransaction(db, () => {
        insert("first");
        insert("second");
        throw failure;
      }),
    ).toThrow(failure);
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(0);
  });

  it("throws a full database's own error, though SQLite has rolled the transaction back itself", () => {
    insert("kept");
    const pages = (db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages + 2}`);
    const fill = () => {
      for (let row = 0; row < 100; row += 1) insert(`${row} `.repeat(1000));
    };
    expect(() => immediateTransaction(db, fill)).toThrow(expect.objectContaining({ code: "SQLITE_FULL" }));
    expect(() => immediateTransaction(db, fill)).toThrow("database or disk is full");
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(1);
  });
});
