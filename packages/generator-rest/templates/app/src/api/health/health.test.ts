import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import { startTestApp, type TestApp } from "../../test/test-app.js";

describe("GET /health", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers that the API is up", async () => {
    expect(await app.request("GET", "/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("answers that the API is ready when its database answers", async () => {
    expect(await app.request("GET", "/health/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
  });
});

describe("GET /health/ready", () => {
  it("answers 503 naming what does not answer", async () => {
    const store = createSqliteStore();
    const app = await startTestApp({}, false, store);
    await store.close();
    const ready = await app.request("GET", "/health/ready");
    expect(ready).toMatchObject({ status: 503, body: { message: "Not ready: database not answering" } });
    expect((await app.request("GET", "/health")).status).toBe(200);
    await app.close();
  });
});
