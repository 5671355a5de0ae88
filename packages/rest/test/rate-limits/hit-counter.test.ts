import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { loadRateLimitConfig } from "../../src/rate-limits/index.js";
import { memoryHitCounter, redisHitCounter } from "../../src/rate-limits/hit-counter.js";
import { hitCounters } from "../../src/rate-limits/rate-limits.js";
import { closedPort } from "../http/closed-port.js";
import { logRecorder } from "../http/log-recorder.js";

describe("memoryHitCounter", () => {
  it("counts each key in a window started by its first hit, and forgets a key on reset", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const counter = memoryHitCounter();
      expect(await counter.hit("a", 1000)).toEqual({ count: 1, ttl: 1000 });
      vi.setSystemTime(Date.now() + 400);
      expect(await counter.hit("a", 1000)).toEqual({ count: 2, ttl: 600 });
      expect(await counter.hit("b", 1000)).toEqual({ count: 1, ttl: 1000 });
      vi.setSystemTime(Date.now() + 600);
      expect(await counter.hit("a", 1000)).toEqual({ count: 1, ttl: 1000 });
      await counter.reset("b");
      expect((await counter.hit("b", 1000)).count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("hitCounters", () => {
  it("keeps the accounts' counts apart from the routes', which traffic from many addresses cannot evict", async () => {
    const app = Fastify();
    const { routes, accounts } = hitCounters(app, loadRateLimitConfig({}, { redisPrefix: "api:rate-limit:" }));
    for (let hit = 0; hit < 3; hit += 1) await accounts.hit("account:ana@example.com", 900_000);
    // More client addresses than a counter keeps.
    for (let address = 0; address < 100_001; address += 1)
      await routes.hit(`POST/auth-10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`, 60_000);
    expect((await accounts.hit("account:ana@example.com", 900_000)).count).toBe(4);
    await app.close();
  });
});

// Runs against a real server only when REDIS_URL is set; the keys get a fresh prefix so runs do not meet.
describe.runIf(process.env.REDIS_URL)("redisHitCounter on a real server", () => {
  it("gives every key an expiry, even one found without", async () => {
    const redis = new Redis(process.env.REDIS_URL ?? "");
    const prefix = `test-${randomUUID()}:`;
    const counter = redisHitCounter(redis, prefix, Fastify().log);
    expect(await counter.hit("fresh", 60_000)).toMatchObject({ count: 1 });
    expect(await redis.pttl(`${prefix}fresh`)).toBeGreaterThan(0);
    // A count left without an expiry (its PEXPIRE lost) would otherwise hold the limit forever.
    await redis.set(`${prefix}stuck`, "5");
    expect(await counter.hit("stuck", 60_000)).toEqual({ count: 6, ttl: 60_000 });
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
    await redis.del(`${prefix}fresh`, `${prefix}stuck`);
    redis.disconnect();
  });
});

describe("redisHitCounter", () => {
  it("counts in memory while Redis cannot be reached, and logs that once", async () => {
    const { stream, lines } = logRecorder();
    const log = Fastify({ logger: { stream } }).log;
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: 0, lazyConnect: true });
    // The API logs these at debug level; here they would only be noise.
    redis.on("error", () => undefined);
    const counter = redisHitCounter(redis, "test:", log);
    expect((await counter.hit("a", 60_000)).count).toBe(1);
    expect((await counter.hit("a", 60_000)).count).toBe(2);
    redis.disconnect();
    const outages = lines().filter((line) => String(line["msg"]).includes("unreachable"));
    expect(outages).toHaveLength(1);
    expect(outages[0]?.["level"]).toBe(50);
  });
});
