import Fastify from "fastify";
import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { closedPort } from "../test/closed-port.js";
import { logRecorder } from "../test/log-recorder.js";
import { memoryHitCounter, redisHitCounter } from "./hit-counter.js";

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
