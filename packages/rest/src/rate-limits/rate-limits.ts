import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import { Redis } from "ioredis";
import { errorResponses } from "../errors/error-schemas.js";
import { clientNetwork } from "../http/client-network.js";
import { memoryHitCounter, redisHitCounter, type HitCounter } from "./hit-counter.js";
import type { RateLimitConfig } from "./rate-limit-config.js";
// The type of `app.readiness`, which `restHttp` decorates.
import "../http/rest-http.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counts the route's requests per client address against RATE_LIMIT_MAX: set it where passwords are checked or mails sent. */
    limited?: boolean;
  }
}

/** The counters of the limits: requests per client network and route, and wrong passwords per account. */
export interface HitCounters {
  routes: HitCounter;
  accounts: HitCounter;
}

/**
 * Two counters, so that requests from many addresses cannot push an account's count of wrong passwords
 * out of memory. In Redis they share the connection; every key there expires with its window.
 */
export function hitCounters(app: FastifyInstance, config: RateLimitConfig): HitCounters {
  if (!config.redisUrl) return { routes: memoryHitCounter(), accounts: memoryHitCounter() };
  const redis = connectRedis(app, config.redisUrl);
  return {
    routes: redisHitCounter(redis, config.redisPrefix, app.log),
    accounts: redisHitCounter(redis, config.redisPrefix, app.log),
  };
}

/**
 * Limits the requests each client (by address, or by /64 for IPv6, as the trusted proxies tell it) makes to
 * each route declared `config: { limited: true }`; any more answer 429 with `retry-after`. Call it before the
 * routes are added. Answers the counter of wrong passwords per account.
 */
export async function rateLimits(app: FastifyInstance, config: RateLimitConfig): Promise<HitCounter> {
  const counters = hitCounters(app, config);
  app.addHook("onRoute", (route) => {
    if (route.config?.limited) limit(route, config);
  });
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters.routes),
    keyGenerator: (request) => clientNetwork(request.ip),
  });
  return counters.accounts;
}

function limit(route: RouteOptions, config: RateLimitConfig): void {
  route.config = { ...route.config, rateLimit: { max: config.max, timeWindow: config.windowMs } };
  if (route.schema?.response) route.schema.response = { ...route.schema.response, ...errorResponses(429) };
}

/** The plugin's store, counting each route's clients under `<method><url>-<address>`. */
function counterStore(counter: HitCounter, prefix = "") {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
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
