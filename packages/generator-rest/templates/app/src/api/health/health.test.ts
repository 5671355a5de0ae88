import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
