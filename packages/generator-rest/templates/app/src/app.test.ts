import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { startTestApp, type TestApp } from "./test/test-app.js";

describe("every error is JSON", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers 500 for a failure, without its details", async () => {
    const failing = await buildApp({ config: app.config, store: createSqliteStore() });
    failing.get("/fail", async () => {
      throw new Error("connection string with a password");
    });
    const response = await failing.inject({ method: "GET", url: "/fail" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong" });
    await failing.close();
  });

  it("refuses a JSON body nested deeper than 32 levels with 400, and echoes only short scalar values", async () => {
    const echo = await buildApp({ config: app.config, store: createSqliteStore() });
    const schema = { body: { type: "object", properties: { title: { type: "string" }, tags: { type: "array" } } } };
    echo.post("/echo", { schema }, async (request) => request.body);
    const post = (payload: string) =>
      echo.inject({ method: "POST", url: "/echo", headers: { "content-type": "application/json" }, payload });
    const deep = await post(`{"tags":${"[".repeat(20_000)}${"]".repeat(20_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ valid: false, name: "depth", param: "body", message: "body must not be nested deeper than 32 levels" });
    expect((await post(`{"tags":${"[".repeat(30)}${"]".repeat(30)}}`)).statusCode).toBe(200);
    const long = await post(JSON.stringify({ title: { text: "x".repeat(1000) } }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ name: "type", param: "title" });
    expect(long.json()).not.toHaveProperty("value");
    expect(long.body.length).toBeLessThan(500);
    await echo.close();
  });

  it("answers 404 for an unknown route", async () => {
    const response = await app.request("GET", "/nowhere?x=1");
    expect(response).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: "No route for GET /nowhere" },
    });
  });

  it("answers 405 with Allow for a known path with a method it lacks", async () => {
    const response = await app.request("DELETE", "/health");
    expect(response).toMatchObject({ status: 405, body: { statusCode: 405, error: "Method Not Allowed" } });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await app.request("DELETE", "/health/")).status).toBe(405);
    expect((await app.request("DELETE", "/health/more")).status).toBe(404);
  });
<%_ if (auth) { _%>

  it("answers 405 for a method /users/me lacks, which DELETE /users/:id would otherwise take as an id", async () => {
    const response = await app.request("DELETE", "/users/me", { bearer: "any" });
    expect(response).toMatchObject({ status: 405, body: { statusCode: 405, error: "Method Not Allowed" } });
    expect(response.headers.get("allow")?.split(", ")).toContain("GET");
    expect(response.headers.get("allow")).not.toContain("DELETE");
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await app.request("POST", "/users", {
      json: { email: "big@example.com", password: "x".repeat(70 * 1024), access_token: app.config.masterKey },
    });
    expect(response).toMatchObject({ status: 413, body: { statusCode: 413, error: "Payload Too Large" } });
  });

  it("answers malformed JSON with the validation shape", async () => {
    const response = await app.request("POST", "/users", {
      headers: { "content-type": "application/json" },
      body: '{"email": "ana@example.com",',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { valid: false, name: "malformed", param: "body", errors: [{ name: "malformed" }] },
    });
  });
<%_ } _%>
});
