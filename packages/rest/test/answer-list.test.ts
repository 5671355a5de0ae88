import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerList } from "../src/list-query/answer-list.js";
import { defineModel } from "../src/model/define-model.js";
import { field } from "../src/model/model-field.js";
import { createSqliteStore } from "../src/store/sqlite-store.js";
import type { Store } from "../src/store/store.js";
import { validatorCompiler } from "../src/validation/validator-compiler.js";

const article = defineModel({
  collection: "articles",
  fields: { title: field.string({ required: true }), stars: field.integer({ indexed: true }) },
});

let directory: string;
let store: Store;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "answer-list-"));
  store = createSqliteStore(directory);
  const articles = await article.open(store);
  for (const [index, title] of ["Alpha", "Beta", "Gamma"].entries()) {
    const at = new Date(Date.UTC(2026, 0, index + 1));
    await articles.insert({ ...article.fieldsOf({ title, stars: index }), createdAt: at, updatedAt: at });
  }
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler());
  const list = { ...article.listSpec, row: article.view };
  app.get("/articles", { schema: { querystring: article.listQuery } }, (request, reply) =>
    answerList(request, reply, articles, list),
  );
  app.get("/counted", { schema: { querystring: article.listQuery } }, (request, reply) =>
    answerList(request, reply, articles, list, true),
  );
  base = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app.close();
  await store.close();
  await rm(directory, { recursive: true, force: true });
});

describe("answerList", () => {
  it("answers the page the query names, cut to its fields, with a Link header and no count unless asked", async () => {
    const response = await fetch(`${base}/articles?limit=2&fields=title`);
    expect(response.status).toBe(200);
    // `fields` always keeps the id.
    expect(await response.json()).toEqual([
      { id: expect.any(String), title: "Gamma" },
      { id: expect.any(String), title: "Beta" },
    ]);
    expect(response.headers.get("link")).toMatch(/rel="next"/);
    expect(response.headers.get("x-total-count")).toBeNull();
  });

  it("sends X-Total-Count with total=true, counting every match", async () => {
    const response = await fetch(`${base}/articles?limit=1&total=true&stars[gte]=1`);
    expect(await response.json()).toEqual([expect.objectContaining({ title: "Gamma", stars: 2 })]);
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("answers { rows, count } with rowsAndCount, counting without total=true and sending the header only with it", async () => {
    const response = await fetch(`${base}/counted?q=alpha&fields=id,title`);
    const body = (await response.json()) as { rows: { title: string }[]; count: number };
    expect(body).toEqual({ rows: [{ id: expect.any(String), title: "Alpha" }], count: 1 });
    expect(response.headers.get("x-total-count")).toBeNull();
    const totaled = await fetch(`${base}/counted?total=true`);
    expect(((await totaled.json()) as { count: number }).count).toBe(3);
    expect(totaled.headers.get("x-total-count")).toBe("3");
  });

  it("answers 404 for a cursor the list did not make: it names no page", async () => {
    const response = await fetch(`${base}/articles?after=nonsense`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});
