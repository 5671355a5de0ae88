import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../src/errors/error-handler.js";
import { errorResponses } from "../src/errors/error-schemas.js";
import { HttpError } from "../src/errors/http-error.js";
import { notFoundHandler } from "../src/errors/not-found-handler.js";
import { DuplicateKeyError } from "../src/store/duplicate-key-error.js";
import { StoreUnavailableError } from "../src/store/store-unavailable-error.js";
import { validatorCompiler } from "../src/validation/validator-compiler.js";

/** An app on a real port whose routes fail in every way a generated API's routes do. */
async function failingApp() {
  const app = Fastify({ bodyLimit: 64 });
  app.setValidatorCompiler(validatorCompiler());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(app));
  // A hook added after the handler, as security headers are: it runs for the answers no route takes too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });
  const body = {
    type: "object",
    properties: { count: { type: "integer", minimum: 1 } },
    required: ["count"],
    additionalProperties: false,
  } as const;
  app.post("/items", { schema: { body } }, async () => ({ ok: true }));
  app.get("/users/me", async () => ({ id: "me" }));
  app.patch("/users/me", async () => ({ id: "me" }));
  app.get("/users/:id", async (request) => request.params);
  app.delete("/users/:id", async () => {
    throw new HttpError(403, "Only administrators delete users");
  });
  app.post("/users", async () => {
    throw new DuplicateKeyError("email");
  });
  app.post("/products", async () => {
    throw new DuplicateKeyError("name");
  });
  app.get("/secret", async () => {
    throw new HttpError(401, "Sign in first");
  });
  app.get("/down", async () => {
    throw new StoreUnavailableError(new Error("connection refused"));
  });
  app.get("/bug", async () => {
    throw new Error("a bug's own words");
  });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, url };
}

let app: Awaited<ReturnType<typeof failingApp>>["app"];
let url = "";
beforeAll(async () => ({ app, url } = await failingApp()));
afterAll(() => app.close());

async function answer(method: string, path: string, body?: string, type = "application/json") {
  const response = await fetch(`${url}${path}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { "content-type": type } }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("every error answer", () => {
  it("carries statusCode, error (the status's reason) and message, whatever the status", async () => {
    const cases: [number, string, string, string?, string?][] = [
      [400, "POST", "/items", "{}"],
      [400, "POST", "/items", "{not json"],
      [401, "GET", "/secret"],
      [403, "DELETE", "/users/7"],
      [404, "GET", "/nowhere"],
      [405, "PUT", "/items"],
      [409, "POST", "/products"],
      [413, "POST", "/items", JSON.stringify({ count: 1, padding: "x".repeat(100) })],
      [415, "POST", "/items", "count=1", "text/csv"],
      [500, "GET", "/bug"],
      [503, "GET", "/down"],
    ];
    for (const [status, method, path, body, type] of cases) {
      const got = await answer(method, path, body, type);
      expect(got.status, `${method} ${path}`).toBe(status);
      expect(got.body, `${method} ${path}`).toMatchObject({
        statusCode: status,
        error: expect.any(String),
        message: expect.any(String),
      });
      expect(got.body.error).not.toBe("Error");
    }
  });

  it("keeps the validators' fields on 400: the first failure at the top, every failure in errors", async () => {
    expect((await answer("POST", "/items", JSON.stringify({ count: 0 }))).body).toEqual({
      statusCode: 400,
      error: "Bad Request",
      valid: false,
      name: "min",
      param: "count",
      value: 0,
      min: 1,
      message: "count must be greater than or equal to 1",
      errors: [{ name: "min", param: "count", value: 0, min: 1, message: "count must be greater than or equal to 1" }],
    });
  });

  it("names the unique field of a 409, and says 'registered' of an e-mail only", async () => {
    expect((await answer("POST", "/users")).body).toEqual({
      statusCode: 409,
      error: "Conflict",
      valid: false,
      name: "unique",
      param: "email",
      message: "email already registered",
    });
    expect((await answer("POST", "/products")).body).toEqual({
      statusCode: 409,
      error: "Conflict",
      valid: false,
      name: "unique",
      param: "name",
      message: "name must be unique: another item already has this value",
    });
  });

  it("answers 405 to a method with a body that no route of the path takes, without reading the body", async () => {
    const query = await answer("QUERY", "/items");
    expect(query.status).toBe(405);
    expect(query.headers.get("allow")).toBe("POST");
    expect((await answer("QUERY", "/users/7")).headers.get("allow")).toBe("DELETE, GET, HEAD");
    expect((await answer("QUERY", "/nowhere")).status).toBe(404);
    expect(query.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await answer("GET", "/nowhere")).headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 405 with Allow for a method a fixed path lacks, even where a route with a parameter would take it", async () => {
    const removeMe = await answer("DELETE", "/users/me");
    expect(removeMe.status).toBe(405);
    expect(removeMe.headers.get("allow")).toBe("GET, HEAD, PATCH");
    expect(removeMe.body.message).toBe("DELETE is not allowed on /users/me; use GET, HEAD, PATCH");
    // The parameter's own routes still answer for other ids, and the fixed path for its methods.
    expect((await answer("DELETE", "/users/7")).status).toBe(403);
    expect((await answer("GET", "/users/me")).body).toEqual({ id: "me" });
    expect((await answer("GET", "/users/7")).body).toEqual({ id: "7" });
  });

  it("documents the shape it answers", () => {
    const documented = errorResponses(400, 404, 409);
    for (const schema of [documented[400], documented[404]]) {
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(["statusCode", "error", "message"]));
    }
    const conflict = documented[409].anyOf[0];
    expect(Object.keys(conflict?.properties ?? {})).toEqual([
      "statusCode",
      "error",
      "message",
      "valid",
      "name",
      "param",
    ]);
  });
});
