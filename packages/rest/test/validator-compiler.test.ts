import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import { errorHandler } from "../src/errors/error-handler.js";
import { filterFields } from "../src/list-query/list-filters.js";
import { listQueryFields } from "../src/list-query/list-query-fields.js";
import { oneLineText } from "../src/validation/text-patterns.js";
import { parseFormBody, validatorCompiler } from "../src/validation/validator-compiler.js";

const fields = {
  type: "object",
  properties: {
    title: { type: "string" },
    count: { type: "integer" },
    published: { type: "boolean" },
    tags: { type: "array", items: { type: "string" } },
    access_token: { type: "string" },
  },
  additionalProperties: false,
} as const;

const priced = {
  type: "object",
  properties: { price: { type: "number" }, limit: { type: "integer", minimum: 1, maximum: 100 } },
  required: ["price", "limit"],
  additionalProperties: false,
} as const;

describe("validatorCompiler", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler());
    app.setErrorHandler(errorHandler);
    await app.register(formbody, { parser: parseFormBody });
    app.post("/", { schema: { body: fields, querystring: fields } }, async (request) => ({
      body: request.body,
      query: request.query,
    }));
    app.post("/priced", { schema: { body: priced, querystring: priced } }, async (request) => ({
      body: request.body,
      query: request.query,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("takes JSON bodies as typed: no number, boolean, array or null passes for a string", async () => {
    for (const body of [
      { title: 30207 },
      { title: true },
      { title: ["a"] },
      { access_token: null },
      { count: "2" },
      { published: "true" },
    ]) {
      const response = await app.inject({ method: "POST", url: "/", payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const typed = await app.inject({
      method: "POST",
      url: "/",
      payload: { title: "30207", count: 2, published: true, tags: ["a"] },
    });
    expect(typed.json()).toMatchObject({ body: { title: "30207", count: 2, published: true, tags: ["a"] } });
  });

  it("reads form bodies and query strings as text converted to the schema's types", async () => {
    const form = await app.inject({
      method: "POST",
      url: "/?count=3&published=false&tags=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "title=30207&count=2&published=true&tags=a",
    });
    expect(form.json()).toEqual({
      body: { title: "30207", count: 2, published: true, tags: ["a"] },
      query: { count: 3, published: false, tags: ["b"] },
    });
    const wrong = await app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "count=two",
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("refuses a number read from text that no double holds, naming the field, in a query, a form body and JSON", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const [price, limit] of [
      ["1e999", "1"],
      ["1", "1e999"],
      ["-Infinity", "1"],
      ["1", "Infinity"],
      ["1e400", "-1e400"],
    ]) {
      const text = `price=${price}&limit=${limit}`;
      const refused = [price, limit].flatMap((value, index) =>
        Number.isFinite(Number(value)) ? [] : [index === 0 ? "price" : "limit"],
      );
      for (const request of [
        { url: `/priced?${text}`, payload: { price: 1, limit: 1 } },
        { url: `/priced?price=1&limit=1`, headers: form, payload: text },
      ]) {
        const response = await app.inject({ method: "POST", ...request });
        expect(response.statusCode, `${request.url} ${text}`).toBe(400);
        const { errors } = response.json() as { errors: { name: string; param: string; message: string }[] };
        expect(errors).toEqual(
          refused.map((param) => ({
            name: "finite",
            param,
            finite: true,
            message: `${param} must be a finite number`,
          })),
        );
      }
    }
    const json = await app.inject({
      method: "POST",
      url: "/priced",
      headers: { "content-type": "application/json" },
      payload: '{"price":1e999,"limit":1}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ valid: false, param: "price", errors: [{ param: "price" }] });
    const finite = await app.inject({
      method: "POST",
      url: "/priced?price=1e308&limit=100",
      headers: form,
      payload: "price=1e-400&limit=1",
    });
    expect(finite.json()).toEqual({ body: { price: 0, limit: 1 }, query: { price: 1e308, limit: 100 } });
  });

  it("takes a date-time filter as a date-time or a calendar day, and says so once when it is neither", async () => {
    const dated = Fastify();
    dated.setValidatorCompiler(validatorCompiler());
    dated.setErrorHandler(errorHandler);
    const querystring = Type.Object(filterFields({ createdAt: { type: "datetime" } }), { additionalProperties: false });
    dated.get("/", { schema: { querystring } }, async (request) => request.query);
    for (const value of ["2026-01-01", "2026-01-01T10:00:00Z"]) {
      const response = await dated.inject(`/?createdAt[gte]=${value}`);
      expect(response.json(), value).toEqual({ "createdAt[gte]": value });
    }
    const refused = await dated.inject("/?createdAt[gte]=yesterday&createdAt=2026-02-30");
    expect(refused.statusCode).toBe(400);
    // In the schema's order of the parameters.
    expect(refused.json().errors).toEqual([
      {
        name: "format",
        param: "createdAt",
        value: "2026-02-30",
        format: "date-time or date",
        message: "createdAt must be a valid date-time or date",
      },
      {
        name: "format",
        param: "createdAt[gte]",
        value: "yesterday",
        format: "date-time or date",
        message: "createdAt[gte] must be a valid date-time or date",
      },
    ]);
    await dated.close();
  });

  it("says in words what a pattern takes, listing the values allowed, and keeps the pattern in the failure", async () => {
    const listed = Fastify();
    listed.setValidatorCompiler(validatorCompiler());
    listed.setErrorHandler(errorHandler);
    const keys = {
      sortable: ["createdAt", "title"],
      view: ["id", "title"],
      filters: { status: { type: "enum", values: ["draft", "published"] } } as const,
    };
    const querystring = Type.Object(listQueryFields(keys), { additionalProperties: false });
    listed.get("/", { schema: { querystring } }, async (request) => request.query);
    listed.post("/", { schema: { body: Type.Object({ name: Type.String(oneLineText) }) } }, async () => ({}));
    const messages = async (url: string) => {
      const response = await listed.inject(url);
      expect(response.statusCode, url).toBe(400);
      return (response.json().errors as { message: string; match?: string }[]).map((failure) => {
        expect(failure.match, url).toEqual(expect.any(String));
        return failure.message;
      });
    };
    expect(await messages("/?sort=price")).toEqual([
      "sort must be at most 3 comma-separated keys among createdAt, title, each may start with -",
    ]);
    expect(await messages("/?fields=secret")).toEqual([
      "fields must be comma-separated fields among id, title, each may start with -",
    ]);
    expect(await messages("/?q=ab")).toEqual(["q must be at most 5 words, each of at least 3 characters"]);
    expect(await messages("/?status[in]=draft,gone")).toEqual([
      "status[in] must be values among draft, published, comma-separated",
    ]);
    expect(await messages("/?after=not%20a%20cursor")).toEqual(["after must be a cursor from the Link header"]);
    const named = await listed.inject({ method: "POST", url: "/", payload: { name: "two\nlines" } });
    expect(named.json().message).toBe("name must be one line of text, not blank");
    await listed.close();
  });
});
