import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpApp, type HttpApp } from "./http-app.js";

describe("what a route receives", () => {
  let api: HttpApp;
  beforeAll(async () => {
    const schema = {
      body: {
        type: "object",
        properties: { title: { type: "string" }, password: { type: "string" }, tags: { type: "array" } },
      },
    };
    api = await startHttpApp({
      routes: (app) => {
        app.post("/echo", { schema }, async (request) => request.body);
        app.get(
          "/list",
          { schema: { querystring: { type: "object", properties: { limit: { type: "integer", minimum: 1 } } } } },
          async (request) => request.query,
        );
        app.get("/list/:id", async (request) => request.params);
      },
    });
  });
  afterAll(() => api.close());

  it("refuses a JSON body nested deeper than 32 levels with 400, before anything walks it", async () => {
    const deep = await api.request("POST", "/echo", {
      headers: { "content-type": "application/json" },
      body: `{"tags":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({
      valid: false,
      name: "depth",
      param: "body",
      message: "body must not be nested deeper than 32 levels",
    });
    const deepest = await api.request("POST", "/echo", {
      headers: { "content-type": "application/json" },
      body: `{"tags":${"[".repeat(30)}${"]".repeat(30)}}`,
    });
    expect(deepest.status).toBe(200);
  });

  it("still refuses prototype poisoning and malformed JSON as Fastify does", async () => {
    const poisoned = await api.request("POST", "/echo", {
      headers: { "content-type": "application/json" },
      body: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.status).toBe(400);
    const malformed = await api.request("POST", "/echo", {
      headers: { "content-type": "application/json" },
      body: '{"title": "a",',
    });
    expect(malformed).toMatchObject({ status: 400, body: { valid: false, name: "malformed", param: "body" } });
  });

  it("trims the strings of a body, passwords excepted", async () => {
    const echoed = await api.request("POST", "/echo", {
      json: { title: "  a title \n", password: " with spaces ", tags: [" kept "] },
    });
    expect(echoed.body).toEqual({ title: "a title", password: " with spaces ", tags: [" kept "] });
  });

  it("takes an empty query parameter (a form left blank) for an absent one", async () => {
    expect((await api.request("GET", "/list?limit=")).body).toEqual({});
    expect((await api.request("GET", "/list?limit=2")).body).toEqual({ limit: 2 });
    expect((await api.request("GET", "/list?limit=0")).status).toBe(400);
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await api.request("POST", "/echo", { json: { title: "x".repeat(70 * 1024) } });
    expect(response).toMatchObject({ status: 413, body: { statusCode: 413, error: "Payload Too Large" } });
  });

  it("takes a path with a trailing slash for the same route", async () => {
    expect((await api.request("GET", "/list/?limit=1")).body).toEqual({ limit: 1 });
  });

  it("hands a path parameter of any length to its route, which answers for it", async () => {
    const id = "a".repeat(5000);
    expect(await api.request("GET", `/list/${id}`)).toMatchObject({ status: 200, body: { id } });
  });
});

describe("app.readiness", () => {
  it("starts with the store's ping, named database, and takes more checks", async () => {
    let pings = 0;
    const api = await startHttpApp({
      store: {
        ping: async () => {
          pings += 1;
        },
      },
    });
    expect([...api.app.readiness.keys()]).toEqual(["database"]);
    await api.app.readiness.get("database")?.();
    expect(pings).toBe(1);
    api.app.readiness.set("Redis", async () => "PONG");
    expect([...api.app.readiness.keys()]).toEqual(["database", "Redis"]);
    await api.close();
  });
});
