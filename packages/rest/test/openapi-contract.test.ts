import { AssertionError } from "node:assert";
import type { AddressInfo } from "node:net";
import formbody from "@fastify/formbody";
import { dropEmptyQuery } from "../src/http/drop-empty-query.js";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type, type Static } from "typebox";
import { openapiDocs } from "../src/docs/openapi-docs.js";
import { errorHandler } from "../src/errors/error-handler.js";
import { errorResponses } from "../src/errors/error-schemas.js";
import { HttpError } from "../src/errors/http-error.js";
import { notFoundHandler } from "../src/errors/not-found-handler.js";
import { listAnswer, listQueryFields, type ListQuery } from "../src/list-query/list-query-fields.js";
import { parseListQuery } from "../src/list-query/parse-list-query.js";
import { readListPage } from "../src/list-query/read-list-page.js";
import { createSqliteStore } from "../src/store/sqlite-store.js";
import { nonBlankText } from "../src/validation/text-patterns.js";
import { ValidationError } from "../src/validation/validation-error.js";
import { parseFormBody, validatorCompiler } from "../src/validation/validator-compiler.js";
import { openapiContract, type ContractRequest, type OpenapiContract } from "../src/testing/openapi-contract.js";
import type { OperationsDocument, TestResponse } from "../src/testing/openapi-operations.js";

interface Options {
  headers?: Record<string, string>;
}

const Book = Type.Object({ id: Type.String(), title: Type.String(), year: Type.Optional(Type.Integer()) });
const NewBook = Type.Object(
  {
    title: Type.String({ ...nonBlankText, maxLength: 40, examples: ["Kindred"] }),
    year: Type.Optional(Type.Integer({ minimum: 0, maximum: 3000 })),
  },
  { additionalProperties: false },
);
const Review = Type.Object({ id: Type.String(), book: Type.String(), stars: Type.Integer() });
const NewReview = Type.Object(
  { book: Type.String({ "x-ref": "/books" }), stars: Type.Integer({ minimum: 1, maximum: 5 }) },
  { additionalProperties: false },
);
const spec = { search: ["title"], sortable: ["createdAt", "title"], view: ["id", "title", "year"] };

/**
 * A small API as a generated project builds one: books to list and add, reviews that name a stored book, and
 * the removal of a book, which takes a token. `brokenStatus` documents a new book's answer as 202, not the 201 sent.
 */
async function startBookshop({ brokenStatus = false } = {}) {
  const store = createSqliteStore();
  const books = await store.collection<{ title: string; year?: number; createdAt: Date }>(
    "books",
    [{ field: "createdAt" }, { field: "title" }],
    ["title"],
  );
  const reviews = await store.collection<{ book: string; stars: number }>("reviews", [], []);
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(app));
  app.addHook("onClose", () => store.close());
  // As restHttp does: an empty parameter counts as absent, which the document's list parameters allow.
  app.addHook("preValidation", dropEmptyQuery);
  await app.register(formbody, { parser: parseFormBody });
  app.removeContentTypeParser("text/plain");
  await app.register(openapiDocs, {
    openapi: {
      info: { title: "bookshop", version: "1.0.0" },
      components: { securitySchemes: { token: { type: "http", scheme: "bearer" } } },
    },
  });
  app.get(
    "/books",
    {
      schema: {
        querystring: Type.Object(listQueryFields(spec), { additionalProperties: false }),
        response: { 200: { ...listAnswer, ...Type.Array(Type.Partial(Book)) } },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query as ListQuery, spec);
      const { page, link } = await readListPage(books, list, request.url);
      reply.header("link", link);
      if (list.total) reply.header("x-total-count", await books.count(list.filter));
      return page.rows.map(({ id, title, year }) => ({ id, title, year }));
    },
  );
  const created = brokenStatus ? 202 : 201;
  app.post("/books", { schema: { body: NewBook, response: { [created]: Book } } }, async (request, reply) => {
    const { id, title, year } = await books.insert({
      ...(request.body as Static<typeof NewBook>),
      createdAt: new Date(),
    });
    return reply.code(201).send({ id, title, year });
  });
  app.delete(
    "/books/:id",
    {
      schema: {
        security: [{ token: [] }],
        params: Type.Object({ id: Type.String() }),
        response: { 204: Type.Null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== "Bearer the-token") throw new HttpError(401, "A token is needed");
      if (!(await books.remove((request.params as { id: string }).id))) throw new HttpError(404, "No such book");
      return reply.code(204).send();
    },
  );
  app.post("/reviews", { schema: { body: NewReview, response: { 201: Review } } }, async (request, reply) => {
    const { book, stars } = request.body as Static<typeof NewReview>;
    if (!(await books.findById(book)))
      throw new ValidationError([{ name: "ref", param: "book", value: book, message: "book names no book" }]);
    return reply.code(201).send(await reviews.insert({ book, stars }));
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    document: app.swagger() as unknown as OperationsDocument,
    request: (method: string, path: string, options: Options & ContractRequest) => send(url, method, path, options),
  };
}

async function send(
  base: string,
  method: string,
  path: string,
  options: Options & ContractRequest,
): Promise<TestResponse> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.append(key, value);
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) for (const item of [value].flat()) form.append(key, item);
    body = form.toString();
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("application/json");
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
}

describe("openapiContract on an API that keeps its document", () => {
  let bookshop: Awaited<ReturnType<typeof startBookshop>>;
  let contract: OpenapiContract;
  beforeAll(async () => {
    bookshop = await startBookshop();
    contract = openapiContract<Options>({
      document: bookshop.document,
      request: bookshop.request,
      // The token where the operation takes one, a wrong one for the invalid requests.
      credentials: (operation, body, valid) => ({
        options:
          operation.security.length > 0
            ? { headers: { authorization: `Bearer ${valid ? "the-token" : "not-the-token"}` } }
            : {},
        body,
        id: "no-such-book",
      }),
      runs: 8,
    });
  });
  afterAll(() => bookshop.app.close());

  it("reads every operation of the document", () => {
    expect(contract.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      "GET /books",
      "POST /books",
      "DELETE /books/{id}",
      "POST /reviews",
    ]);
    contract.namesEveryOperation();
  });

  it("holds each check", async () => {
    await contract.answersMissingMethods();
    await contract.acceptsExamples();
    await contract.acceptsValidRequests();
    await contract.refusesInvalidRequests();
  });

  it("makes the books that reviews name, and follows the list's links page by page", async () => {
    await contract.acceptsExamples();
    const listed = await bookshop.request("GET", "/books", { query: { limit: "100" } });
    // The example's book, made for the review's reference.
    expect(JSON.stringify(listed.body)).toContain("Kindred");
    await contract.followsListLinks();
  });
});

describe("openapiContract on an API whose notes name a shelf, which no route adds", () => {
  // Shelves are made by the owner's own code only; a note names a shelf (required) and may name an earlier note.
  async function startNotes() {
    const store = createSqliteStore();
    const shelves = await store.collection<{ name: string }>("shelves", [], []);
    const notes = await store.collection<{ shelf: string; previous?: string }>("notes", [], []);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler());
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler(notFoundHandler(app));
    app.addHook("onClose", () => store.close());
    await app.register(openapiDocs, { openapi: { info: { title: "notes", version: "1.0.0" } } });
    app.get("/shelves", { schema: { response: { 200: Type.Array(Type.Object({ id: Type.String() })) } } }, () => []);
    const NewNote = Type.Object(
      {
        shelf: Type.String({ "x-ref": "/shelves" }),
        previous: Type.Optional(Type.String({ "x-ref": "/notes" })),
      },
      { additionalProperties: false },
    );
    const Note = Type.Object({ id: Type.String(), shelf: Type.String(), previous: Type.Optional(Type.String()) });
    app.post(
      "/notes",
      { schema: { body: NewNote, response: { 201: Note, ...errorResponses(409) } } },
      async (request, reply) => {
        const note = request.body as Static<typeof NewNote>;
        if (!(await shelves.findById(note.shelf))) throw new HttpError(409, "shelf names no shelf");
        if (note.previous !== undefined && !(await notes.findById(note.previous)))
          throw new HttpError(409, "previous names no note");
        return reply.code(201).send(await notes.insert(note));
      },
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const document = app.swagger() as unknown as OperationsDocument;
    const request = (method: string, path: string, options: Options & ContractRequest) =>
      send(url, method, path, options);
    return { app, document, request };
  }

  it("takes the documented 409 for a note, which can never be made to name as an earlier one", async () => {
    const api = await startNotes();
    try {
      const contract = openapiContract<Options>({ document: api.document, request: api.request, runs: 8 });
      await contract.acceptsExamples();
      await contract.acceptsValidRequests();
    } finally {
      await api.app.close();
    }
  });
});

describe("openapiContract on an API that breaks its document", () => {
  it("names the operation that answers an undocumented status", async () => {
    const bookshop = await startBookshop({ brokenStatus: true });
    try {
      const contract = openapiContract<Options>({ document: bookshop.document, request: bookshop.request });
      const failure = await contract.acceptsExamples().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AssertionError);
      expect((failure as Error).message).toContain("POST /books answered 201");
    } finally {
      await bookshop.app.close();
    }
  });

  it("finds a duplicated operation id", () => {
    const operation = { operationId: "getBooks", security: [], responses: {} };
    const contract = openapiContract({
      document: { paths: { "/books": { get: operation }, "/books/all": { get: operation } } },
      request: () => Promise.reject(new Error("no request is sent")),
    });
    expect(() => contract.namesEveryOperation()).toThrow(/an operation id repeats/);
  });
});
