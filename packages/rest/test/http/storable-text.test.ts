import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStorableText } from "../../src/http/index.js";
import { createPostgresStore } from "../../src/store/postgres-store.js";
import { createSqliteStore } from "../../src/store/sqlite-store.js";
import type { Store } from "../../src/store/store.js";
import { contractPrefix } from "../contract/store-contract.js";
import { logRecorder } from "./log-recorder.js";
import { startHttpApp, type HttpApp } from "./http-app.js";

const form = (body: string) => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body });
const json = (body: string) => ({ headers: { "content-type": "application/json" }, body });

/** Requests whose text holds a NUL character or half of a surrogate pair, each with what it must answer. */
const refused: [
  request: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string },
  answer: Record<string, unknown>,
][] = [
  ["an id in the path", "GET", "/notes/%00", {}, { statusCode: 404 }],
  ["a query value", "GET", "/notes?title=a%00b", {}, { statusCode: 400, param: "title" }],
  [
    "the second value of a query parameter",
    "GET",
    "/notes?title=a&title=%00",
    {},
    { statusCode: 400, param: "title.1" },
  ],
  ["a JSON value", "POST", "/notes", json('{"title":"a\\u0000b"}'), { statusCode: 400, param: "title" }],
  ["a JSON unpaired surrogate", "POST", "/notes", json('{"title":"\\ud800"}'), { statusCode: 400, param: "title" }],
  ["a text in a JSON array", "POST", "/notes", json('{"tags":["a","b\\udc00"]}'), { statusCode: 400, param: "tags.1" }],
  [
    "a name in a JSON object",
    "POST",
    "/notes",
    json('{"meta":{"a":{"\\u0000":1}}}'),
    { statusCode: 400, param: "meta.a" },
  ],
  ["a form value, escaped", "POST", "/notes", form("title=a%00b"), { statusCode: 400, param: "title" }],
  ["a form value, as a raw byte", "POST", "/notes", form("title=a\u0000b"), { statusCode: 400, param: "title" }],
];

/**
 * PostgreSQL stores no NUL in text or JSON, nor half of a surrogate pair in JSON; SQLite would store both. Either
 * way such text is refused before any store sees it, with the answer any malformed value gets.
 */
function refusesUnstorableText(open: () => Promise<Store>): void {
  const log = logRecorder();
  let api: HttpApp;
  let store: Store;
  beforeAll(async () => {
    store = await open();
    const notes = await store.collection<object>(`${contractPrefix}${randomUUID().slice(0, 8)}`);
    api = await startHttpApp({
      store,
      logger: { level: "info", stream: log.stream },
      // As a group's routes do: an id from the path, a filter from the query, a document from the body.
      routes: (app) => {
        app.get("/notes/:id", async (request) => notes.findById((request.params as { id: string }).id));
        app.get("/notes", async (request) => notes.find(request.query as Record<string, string>));
        app.post("/notes", async (request, reply) =>
          reply.status(201).send(await notes.insert(request.body as object)),
        );
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await store.close();
  });

  it.each(refused)("refuses text that holds one in %s", async (_request, method, path, options, answer) => {
    const response = await api.request(method, path, options);
    expect({ statusCode: response.status, ...(response.body as object) }).toMatchObject(answer);
    if (answer.statusCode === 400) expect(response.body).toMatchObject({ valid: false, name: "text" });
  });

  it("stores and finds any other text, characters beyond the first plane included", async () => {
    const sent = { title: "naïve 😀", tags: ["a", "ß"], meta: { clé: "valeur" } };
    const stored = await api.request("POST", "/notes", { json: sent });
    expect(stored.body).toMatchObject(sent);
    const found = await api.request("GET", `/notes?title=${encodeURIComponent(sent.title)}`);
    expect(found.body).toEqual([stored.body]);
  });

  it("logs none of them as an error", () => {
    expect(log.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
}

describe("text with a NUL character or half of a surrogate pair, on SQLite", () => {
  refusesUnstorableText(async () => createSqliteStore());
});

const postgresUrl = process.env.POSTGRES_TEST_URL;

// Runs against a real server only when POSTGRES_TEST_URL names a database the tests may write to.
describe.runIf(postgresUrl)("text with a NUL character or half of a surrogate pair, on PostgreSQL", () => {
  refusesUnstorableText(async () =>
    createPostgresStore({ url: postgresUrl as string, poolSize: 2, statementTimeoutMs: 10_000 }, () => {}),
  );
});

describe("isStorableText", () => {
  it("refuses a NUL character and half of a surrogate pair, and takes any other text", () => {
    expect(isStorableText("naïve 😀")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("😀".slice(1))).toBe(false);
  });
});
