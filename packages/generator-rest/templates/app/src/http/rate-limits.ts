import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import { Redis } from "ioredis";
import { errorResponses } from "../errors/error-schemas.js";
import { memoryHitCounter, redisHitCounter, type HitCounter } from "./hit-counter.js";
import type { RateLimitConfig } from "./rate-limit-config.js";
import "../<%= apiDir %>/health/readiness.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counts the route's requests per client address against RATE_LIMIT_MAX: set it where passwords are checked or mails sent. */
    limited?: boolean;
  }
}

/**
 * Limits the requests each client (by address, as the trusted proxies tell it) makes to each route
 * declared `config: { limited: true }`; any more answer 429 with `retry-after`. Call it before the
 * routes are added. Answers the counter, which also counts failures per account.
 */
export async function rateLimits(app: FastifyInstance, config: RateLimitConfig): Promise<HitCounter> {
  const counter = config.redisUrl
    ? redisHitCounter(connectRedis(app, config.redisUrl), config.redisPrefix, app.log)
    : memoryHitCounter();
  app.addHook("onRoute", (route) => {
    if (route.config?.limited) limit(route, config);
  });
  await app.register(rateLimit, { global: false, store: counterStore(counter) });
  return counter;
}

function limit(route: RouteOptions, config: RateLimitConfig): void {
  route.config = { ...route.config, rateLimit: { max: config.max, timeWindow: config.windowMs } };
  if (route.schema?.response) route.schema.response = { ...route.schema.response, ...errorResponses(429) };
}

/** The plugin's store, counting each route's clients under `<method><url>-<address>`. */
function counterStore(counter: HitCounter, prefix = "") {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(prefix + key, timeWindow).then(
        ({ count, ttl }) => done(null, { current: count, ttl }),
        (error: Error) => done(error),
      );
    }

    child(route: RouteOptions): FastifyRateLimitStore {
      const Child = counterStore(counter, `${prefix}${String(route.method)}${route.url}-`);
      return new Child();
    }
  };
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // A request waits for one reconnection at most, then is counted in memory.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", (error: Error) => app.log.debug({ err: error }, "Redis for rate limits"));
  app.readiness.set("Redis", () => redis.ping());
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
