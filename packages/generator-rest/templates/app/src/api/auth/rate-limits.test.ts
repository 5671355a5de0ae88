import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "../../test/closed-port.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

// How limits count (per client network, in memory or Redis) is tested in @hostkit/rest/rate-limits; these prove
// which routes this API limits, and that RATE_LIMIT_MAX, REDIS_URL and REDIS_PREFIX reach them.
const limits = { RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW: "60" };

/** Two POST <%= signInPath %> attempts from `client`, as a trusted proxy names it; the third one is refused. */
async function expectLimited(first: TestApp, second: TestApp, client: string): Promise<void> {
  // Without credentials: refused, and counted all the same.
  const attempt = (app: TestApp) => app.request("POST", "<%= signInPath %>", { headers: { "x-forwarded-for": client } });
  expect((await attempt(first)).status).toBe(401);
  expect((await attempt(second)).status).toBe(401);
  const refused = await attempt(first);
  expect(refused).toMatchObject({ status: 429, body: { statusCode: 429, error: "Too Many Requests" } });
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("rate limits", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(limits);
  });
  afterAll(() => app.close());

  it("answer 429 with retry-after once a client passes RATE_LIMIT_MAX sign-ins", async () => {
    await expectLimited(app, app, "203.0.113.1");
  });
<%_ if (passwordReset) { _%>

  it("limit reset mails too", async () => {
    const ask = () =>
      app.request("POST", "/password-resets", {
        headers: { "x-forwarded-for": "203.0.113.4" },
        form: { email: "ana@example.com", link: "https://app.example.com/reset", access_token: app.config.masterKey },
      });
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(429);
  });
<%_ } _%>

  it("are documented as a 429 answer", async () => {
    const docs = await startTestApp({ ...limits, NODE_ENV: "development" });
    const document = (await docs.request("GET", "/docs/openapi.json")).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: object[] }>>;
    };
    expect(Object.keys(document.paths["<%= signInPath %>"]?.post?.responses ?? {})).toContain("429");
    expect(Object.keys(document.paths["/users"]?.post?.responses ?? {})).not.toContain("429");
<%_ if (password) { _%>
    // Every route that checks a password is limited.
    const operations = Object.values(document.paths).flatMap((operations) => Object.values(operations));
    const withPassword = operations.filter((operation) => operation.security?.some((scheme) => "basic" in scheme));
    expect(withPassword.length).toBeGreaterThanOrEqual(2);
    for (const operation of withPassword) expect(Object.keys(operation.responses)).toContain("429");
<%_ } _%>
    await docs.close();
  });
});

// Runs against a real server only when REDIS_URL is set; the keys get a fresh prefix so runs do not meet.
describe.runIf(process.env.REDIS_URL)("rate limits in Redis", () => {
  const env = { ...limits, REDIS_URL: process.env.REDIS_URL ?? "", REDIS_PREFIX: `test-${randomUUID()}:` };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp(env);
    second = await startTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("are shared by every instance", async () => {
    await expectLimited(first, second, "198.51.100.1");
  });

  it("make readiness ask Redis", async () => {
    expect(await first.request("GET", "/health/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
  });
});

describe("readiness with REDIS_URL where nothing answers", () => {
  it("answers 503 naming Redis while liveness and sign-ins go on", async () => {
    const app = await startTestApp({ ...limits, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    expect(await app.request("GET", "/health/ready")).toMatchObject({
      status: 503,
      body: { message: "Not ready: Redis not answering" },
    });
    expect((await app.request("GET", "/health")).status).toBe(200);
    // The limit falls back to counting in this process, so a sign-in is still answered, not failed.
    expect((await app.request("POST", "<%= signInPath %>")).status).toBe(401);
    await app.close();
  });
});
