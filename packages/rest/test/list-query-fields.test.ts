import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import Database from "libsql";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../src/errors/error-handler.js";
import { createSqliteStore, storeFile } from "../src/store/sqlite-store.js";
import type { Collection, Store } from "../src/store/store.js";
import { foldText } from "../src/store/keywords.js";
import { validatorCompiler } from "../src/validation/validator-compiler.js";
import { keywordsPattern, listQueryFields, type ListQuery } from "../src/list-query/list-query-fields.js";
import { parseListQuery } from "../src/list-query/parse-list-query.js";
import { readListPage } from "../src/list-query/read-list-page.js";

type Note = { title: string; n: number };
const rows = 100_000;

/** Text of varied words: each note's title draws six words of 3 to 8 letters from a small alphabet, so pieces recur. */
function titleOf(n: number): string {
  let seed = n + 1;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const word = () =>
    Array.from({ length: 3 + Math.floor(next() * 6) }, () => "aeioubcdrstny"[Math.floor(next() * 13)]).join("");
  return Array.from({ length: 6 }, word).join(" ");
}

let directory = "";
let store: Store;
let notes: Collection<Note>;
const app = Fastify();

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "store-"));
  store = createSqliteStore(directory);
  notes = await store.collection<Note>("notes", [{ field: "n" }], ["title"]);
  // Written into the store's table in one transaction, its triggers filling the keyword index as inserts do.
  const file = new Database(join(directory, storeFile));
  const insert = file.prepare("INSERT INTO notes (id, doc) VALUES (?, ?)");
  file.transaction(() => {
    for (let n = 0; n < rows; n += 1) insert.run(`note${n}`, JSON.stringify({ title: titleOf(n), n }));
  })();
  file.close();
  app.setValidatorCompiler(validatorCompiler());
  app.setErrorHandler(errorHandler);
  const spec = { search: ["title"], sortable: ["n"], view: ["id", "title", "n"] as const };
  app.get("/notes", { schema: { querystring: Type.Object(listQueryFields(spec)) } }, async (request, reply) => {
    const parsed = parseListQuery(request.query as ListQuery, spec);
    const { page } = await readListPage(notes, parsed, request.url);
    if (parsed.total) reply.header("x-total-count", await notes.count(parsed.filter));
    return page.rows.map((row) => row.n);
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  await store.close();
  await rm(directory, { recursive: true, force: true });
});

const matching = (q: string) => {
  const words = q.split(" ").map(foldText);
  return Array.from({ length: rows }, (_, n) => n).filter((n) => words.every((word) => titleOf(n).includes(word)));
};

describe(`q over ${rows.toLocaleString("en")} documents`, () => {
  it("refuses a word shorter than 3 characters, naming q and the word, before any search", async () => {
    for (const q of ["ab", "ae io ou ay ei", "tea b", "é"]) {
      const answer = await app.inject({
        method: "GET",
        url: "/notes",
        query: { q, total: "true", limit: "100", page: "30" },
      });
      expect(answer.statusCode, q).toBe(400);
      expect(answer.json(), q).toMatchObject({ param: "q", value: q, message: expect.stringMatching(/^q /) });
    }
  });

  it("checks q's pattern in one pass, however many spaces lead to a short word", () => {
    const pattern = new RegExp(keywordsPattern, "u");
    // Split every way between two runs of spaces, this took seconds at the length of a long URL.
    expect(pattern.test(`${" ".repeat(200_000)}ab`)).toBe(false);
    expect(pattern.test(`abc${" ".repeat(200_000)}ab`)).toBe(false);
    expect(pattern.test(` abc  def${" ".repeat(200_000)}`)).toBe(true);
  });

  it("answers words of 3 characters or more, counting every match", async () => {
    const words = titleOf(7).split(" ");
    for (const q of ["abc", "ÉTÉ", `${words[0]} ${words[1]}`, words.slice(2, 5).join(" ").toUpperCase()]) {
      const expected = matching(q);
      expect(expected.length, q).toBeGreaterThan(0);
      const first = await app.inject({
        method: "GET",
        url: "/notes",
        query: { q, total: "true", limit: "1", fields: "id", sort: "n" },
      });
      expect(first.statusCode, q).toBe(200);
      expect(first.headers["x-total-count"], q).toBe(String(expected.length));
      expect(first.json(), q).toEqual(expected.slice(0, 1));
      const deep = await app.inject({
        method: "GET",
        url: "/notes",
        query: { q, limit: "100", page: "30", sort: "n" },
      });
      expect(deep.json(), q).toEqual(expected.slice(2900, 3000));
    }
  });
});
