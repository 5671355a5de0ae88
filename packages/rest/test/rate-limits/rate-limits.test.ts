import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../src/errors/http-error.js";
import {
  loadAccountLimitConfig,
  loadRateLimitConfig,
  rateLimits,
  type HitCounter,
} from "../../src/rate-limits/index.js";
import { closedPort } from "../http/closed-port.js";
import { startHttpApp, type HttpApp } from "../http/http-app.js";

const limits = { RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW: "60" };
const redisPrefix = "api:rate-limit:";

interface LimitedApp extends HttpApp {
  accounts: HitCounter;
  /** The statuses each route documents, by method and path. */
  documented: Map<string, string[]>;
}

/** An app with a sign-in route declared limited, as a project's auth routes are, and two routes that are not. */
async function startLimitedApp(env: Record<string, string>): Promise<LimitedApp> {
  let accounts: HitCounter | undefined;
  const documented = new Map<string, string[]>();
  const api = await startHttpApp({
    trustProxy: "loopback",
    routes: async (app: FastifyInstance) => {
      accounts = await rateLimits(app, loadRateLimitConfig(env, { redisPrefix }));
      app.addHook("onRoute", (route) => {
        documented.set(`${String(route.method)} ${route.url}`, Object.keys(route.schema?.response ?? {}));
      });
      const response = { 200: { type: "object", properties: { token: { type: "string" } } } };
      app.post("/auth", { config: { limited: true }, schema: { response } }, async () => {
        throw new HttpError(401, "Wrong e-mail or password");
      });
      app.post("/users", { schema: { response } }, async () => ({ token: "t" }));
      app.get("/health", async () => ({ status: "ok" }));
    },
  });
  return { ...api, accounts: accounts as HitCounter, documented };
}

/** Two POST /auth attempts from `client`, as a trusted proxy names it; the third one is refused. */
async function expectLimited(first: HttpApp, second: HttpApp, client: string): Promise<void> {
  const attempt = (api: HttpApp) => api.request("POST", "/auth", { headers: { "x-forwarded-for": client } });
  expect((await attempt(first)).status).toBe(401);
  expect((await attempt(second)).status).toBe(401);
  const refused = await attempt(first);
  expect(refused).toMatchObject({ status: 429, body: { statusCode: 429, error: "Too Many Requests" } });
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("rate limits in memory", () => {
  let api: LimitedApp;
  beforeAll(async () => {
    api = await startLimitedApp(limits);
  });
  afterAll(() => api.close());

  it("answer 429 with retry-after once a client passes RATE_LIMIT_MAX requests to a limited route", async () => {
    await expectLimited(api, api, "203.0.113.1");
  });

  it("count each client on its own and leave other routes alone", async () => {
    await expectLimited(api, api, "203.0.113.2");
    const other = await api.request("POST", "/auth", { headers: { "x-forwarded-for": "203.0.113.3" } });
    expect(other.status).toBe(401);
    for (let index = 0; index < 3; index += 1) {
      expect((await api.request("GET", "/health", { headers: { "x-forwarded-for": "203.0.113.2" } })).status).toBe(200);
      expect((await api.request("POST", "/users", { headers: { "x-forwarded-for": "203.0.113.2" } })).status).toBe(200);
    }
  });

  it("count an IPv6 client by its /64, whose addresses it may rotate through", async () => {
    const attempt = (client: string) => api.request("POST", "/auth", { headers: { "x-forwarded-for": client } });
    expect((await attempt("2001:db8:5:6::1")).status).toBe(401);
    expect((await attempt("2001:db8:5:6:ffff:1:2:3")).status).toBe(401);
    expect((await attempt("2001:db8:5:6::abcd")).status).toBe(429);
    expect((await attempt("2001:db8:5:7::1")).status).toBe(401);
  });

  it("are documented as a 429 answer of the limited routes alone", () => {
    expect(api.documented.get("POST /auth")).toContain("429");
    expect(api.documented.get("POST /users")).not.toContain("429");
  });

  it("answer a counter for the accounts' wrong passwords, apart from the routes' counts", async () => {
    expect(await api.accounts.hit("account:ana@example.com", 60_000)).toMatchObject({ count: 1 });
    expect(await api.accounts.hit("account:ana@example.com", 60_000)).toMatchObject({ count: 2 });
    await api.accounts.reset("account:ana@example.com");
    expect(await api.accounts.hit("account:ana@example.com", 60_000)).toMatchObject({ count: 1 });
  });
});

describe("loadRateLimitConfig and loadAccountLimitConfig", () => {
  it("allow 10 attempts a minute and 10 wrong passwords in 15 minutes by default, and read positive integers", () => {
    expect(loadRateLimitConfig({}, { redisPrefix })).toEqual({
      max: 10,
      windowMs: 60_000,
      redisUrl: undefined,
      redisPrefix,
    });
    expect(loadAccountLimitConfig({})).toEqual({ accountMax: 10, accountWindowMs: 900_000 });
    expect(loadRateLimitConfig({ RATE_LIMIT_MAX: "5", RATE_LIMIT_WINDOW: "900" }, { redisPrefix })).toMatchObject({
      max: 5,
      windowMs: 900_000,
    });
    expect(loadAccountLimitConfig({ RATE_LIMIT_ACCOUNT_MAX: "3", RATE_LIMIT_ACCOUNT_WINDOW: "60" })).toEqual({
      accountMax: 3,
      accountWindowMs: 60_000,
    });
    for (const value of ["0", "-1", "1.5", "ten"]) {
      expect(() => loadRateLimitConfig({ RATE_LIMIT_MAX: value }, { redisPrefix }), value).toThrow(
        `RATE_LIMIT_MAX must be a positive integer, got "${value}"`,
      );
      expect(() => loadAccountLimitConfig({ RATE_LIMIT_ACCOUNT_WINDOW: value }), value).toThrow(
        "RATE_LIMIT_ACCOUNT_WINDOW must be a positive integer",
      );
    }
  });

  it("read REDIS_URL, and REDIS_PREFIX over the default prefix", () => {
    expect(
      loadRateLimitConfig({ REDIS_URL: "redis://127.0.0.1:6379", REDIS_PREFIX: "other:" }, { redisPrefix }),
    ).toMatchObject({
      redisUrl: "redis://127.0.0.1:6379",
      redisPrefix: "other:",
    });
    expect(loadRateLimitConfig({ REDIS_URL: "", REDIS_PREFIX: "" }, { redisPrefix })).toMatchObject({
      redisUrl: undefined,
      redisPrefix,
    });
  });
});

// Runs against a real server only when REDIS_URL is set; the keys get a fresh prefix so runs do not meet.
describe.runIf(process.env.REDIS_URL)("rate limits in Redis", () => {
  const env = { ...limits, REDIS_URL: process.env.REDIS_URL ?? "", REDIS_PREFIX: `test-${randomUUID()}:` };
  let first: LimitedApp;
  let second: LimitedApp;
  beforeAll(async () => {
    first = await startLimitedApp(env);
    second = await startLimitedApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("are shared by every instance", async () => {
    await expectLimited(first, second, "198.51.100.1");
  });

  it("make readiness ask Redis", async () => {
    expect(await first.app.readiness.get("Redis")?.()).toBe("PONG");
  });
});

describe("rate limits with REDIS_URL where nothing answers", () => {
  it("make readiness fail on Redis while limited routes go on, counted in memory", async () => {
    const api = await startLimitedApp({ ...limits, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    await expect(api.app.readiness.get("Redis")?.()).rejects.toThrow();
    expect((await api.request("GET", "/health")).status).toBe(200);
    await expectLimited(api, api, "203.0.113.9");
    await api.close();
  });
});
