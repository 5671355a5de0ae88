import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFormBody, validatorCompiler } from "./validator-compiler.js";

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

describe("validatorCompiler", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler());
    await app.register(formbody, { parser: parseFormBody });
    app.post("/", { schema: { body: fields, querystring: fields } }, async (request) => ({ body: request.body, query: request.query }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("takes JSON bodies as typed: no number, boolean, array or null passes for a string", async () => {
    for (const body of [{ title: 30207 }, { title: true }, { title: ["a"] }, { access_token: null }, { count: "2" }, { published: "true" }]) {
      const response = await app.inject({ method: "POST", url: "/", payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const typed = await app.inject({ method: "POST", url: "/", payload: { title: "30207", count: 2, published: true, tags: ["a"] } });
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
});
