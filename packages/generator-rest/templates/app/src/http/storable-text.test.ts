import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
<%_ if (postgres) { _%>
import { createPostgresStore } from "@hostkit/rest/postgres";
<%_ } _%>
import { createSqliteStore } from "@hostkit/rest/sqlite";
import type { Store } from "@hostkit/rest";
import { developmentEnv } from "../test/config-env.js";
import { logRecorder } from "../test/log-recorder.js";
<%_ if (password) { _%>

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;
<%_ } _%>

const form = (body: string | Buffer) => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, payload: body });
const json = (body: string) => ({ headers: { "content-type": "application/json" }, payload: body });

/** Requests whose text holds a NUL character or half of a surrogate pair, each with what it must answer. */
const refused: [request: string, options: InjectOptions, answer: Record<string, unknown>][] = [
  ["an id in the path", { method: "GET", url: "/_notes/%00" }, { statusCode: 404 }],
  ["a query value", { method: "GET", url: "/_notes?title=a%00b" }, { statusCode: 400, param: "title" }],
  ["the second value of a query parameter", { method: "GET", url: "/_notes?title=a&title=%00" }, { statusCode: 400, param: "title.1" }],
  ["a JSON value", { method: "POST", url: "/_notes", ...json('{"title":"a\\u0000b"}') }, { statusCode: 400, param: "title" }],
  ["a JSON unpaired surrogate", { method: "POST", url: "/_notes", ...json('{"title":"\\ud800"}') }, { statusCode: 400, param: "title" }],
  ["a text in a JSON array", { method: "POST", url: "/_notes", ...json('{"tags":["a","b\\udc00"]}') }, { statusCode: 400, param: "tags.1" }],
  ["a name in a JSON object", { method: "POST", url: "/_notes", ...json('{"meta":{"a":{"\\u0000":1}}}') }, { statusCode: 400, param: "meta.a" }],
  ["a form value, escaped", { method: "POST", url: "/_notes", ...form("title=a%00b") }, { statusCode: 400, param: "title" }],
  ["a form value, as a raw byte", { method: "POST", url: "/_notes", ...form(Buffer.from("title=a\u0000b")) }, { statusCode: 400, param: "title" }],
<%_ if (auth) { _%>
  ["a user's id", { method: "GET", url: "/users/%00" }, { statusCode: 404 }],
  [
    "a new user's e-mail",
    { method: "POST", url: "/users", payload: { email: "a\u0000@example.com", password: "secret-password", access_token: "master-key" } },
    { statusCode: 400, param: "email" },
  ],
<%_ } _%>
<%_ if (password) { _%>
  [
    "the e-mail of HTTP Basic credentials",
    { method: "PUT", url: "/users/me/password", headers: { authorization: basic("a\u0000@example.com", "secret-password") }, payload: { password: "new-password" } },
    { statusCode: 401 },
  ],
  [
    "the password of HTTP Basic credentials",
    { method: "POST", url: "/auth", headers: { authorization: basic("ana@example.com", "secret\u0000") }, payload: { access_token: "master-key" } },
    { statusCode: 401 },
  ],
<%_ } _%>
];

/**
 * PostgreSQL stores no NUL in text or JSON, nor half of a surrogate pair in JSON; SQLite would store both. Either
 * way such text is refused before any store sees it, with the answer any malformed value gets.
 */
function refusesUnstorableText(open: () => Promise<Store>): void {
  const log = logRecorder();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const store = await open();
    app = await buildApp({ config: loadConfig(developmentEnv), store, logger: { level: "info", stream: log.stream } });
    // As a group's routes do: an id from the path, a filter from the query, a document from the body.
    const notes = await store.collection<object>(`storable_text_${randomUUID().slice(0, 8)}`);
    // No group's endpoint starts with an underscore: the project's own groups keep theirs.
    app.get("/_notes/:id", async (request) => notes.findById((request.params as { id: string }).id));
    app.get("/_notes", async (request) => notes.find(request.query as Record<string, string>));
    app.post("/_notes", async (request, reply) => reply.status(201).send(await notes.insert(request.body as object)));
  });
  afterAll(() => app.close());

  it.each(refused)("refuses text that holds one in %s", async (_request, options, answer) => {
    const response = await app.inject(options);
    expect({ statusCode: response.statusCode, ...response.json() }).toMatchObject(answer);
    if (answer.statusCode === 400) expect(response.json()).toMatchObject({ valid: false, name: "text" });
  });

  it("stores and finds any other text, characters beyond the first plane included", async () => {
    const sent = { title: "naïve 😀", tags: ["a", "ß"], meta: { "clé": "valeur" } };
    const stored = await app.inject({ method: "POST", url: "/_notes", payload: sent });
    expect(stored.json()).toMatchObject(sent);
    const found = await app.inject({ method: "GET", url: `/_notes?title=${encodeURIComponent(sent.title)}` });
    expect(found.json()).toEqual([stored.json()]);
  });

  it("logs none of them as an error", () => {
    expect(log.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
}

describe("text with a NUL character or half of a surrogate pair, on SQLite", () => {
  refusesUnstorableText(async () => createSqliteStore());
});
<%_ if (postgres) { _%>

const postgresUrl = process.env.POSTGRES_TEST_URL;

// Runs against a real server only when POSTGRES_TEST_URL names a database the tests may write to.
describe.runIf(postgresUrl)("text with a NUL character or half of a surrogate pair, on PostgreSQL", () => {
  refusesUnstorableText(() => createPostgresStore({ url: postgresUrl as string, poolSize: 2, statementTimeoutMs: 10_000 }, () => {}));
});
<%_ } _%>
