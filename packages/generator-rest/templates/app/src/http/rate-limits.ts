<%_ if (auth) { _%>
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import { Redis } from "ioredis";
import { errorResponses } from "../errors/error-schemas.js";
import type { RateLimitConfig } from "./rate-limit-config.js";

<%_ if (passwordReset) { _%>
// Where passwords are guessed and mails are sent: `POST /auth`, `POST /auth/...` and `POST /password-resets`.
const limitedRoutes = /^\/(auth|password-resets)(\/|$)/;
<%_ } else { _%>
// Where credentials are tried: `POST /auth` and `POST /auth/...`.
const limitedRoutes = /^\/auth(\/|$)/;
<%_ } _%>

/**
 * Limits the requests each client (by address, as the trusted proxies tell it) makes to the limited routes;
 * any more answer 429 with `retry-after`. Call it before the routes are added.
 */
export async function rateLimits(app: FastifyInstance, config: RateLimitConfig): Promise<void> {
  app.addHook("onRoute", (route) => {
    if (isLimited(route)) limit(route, config);
  });
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  // Without Redis the counts stop at this instance; with an unreachable Redis, requests go through uncounted.
  await app.register(rateLimit, { global: false, redis, nameSpace: config.redisPrefix, skipOnError: true });
}

function isLimited(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.includes("POST") && limitedRoutes.test(route.url);
}

function limit(route: RouteOptions, config: RateLimitConfig): void {
  route.config = { ...route.config, rateLimit: { max: config.max, timeWindow: config.windowMs } };
  if (route.schema?.response) route.schema.response = { ...route.schema.response, ...errorResponses(429) };
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // A request waits for one reconnection at most, then the limit is skipped.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", (error: Error) => app.log.error({ err: error }, "Redis for rate limits"));
  app.addHook("onClose", async () => {
    await redis.quit();
  });
  return redis;
}
<%_ } _%>
