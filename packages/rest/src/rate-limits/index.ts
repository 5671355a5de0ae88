// Rate limits on the routes that check passwords or send mails, counted in memory or in Redis. An entry of its
// own, so that an API without them needs neither @fastify/rate-limit nor ioredis.
export { rateLimits } from "./rate-limits.js";
export type { HitCounter, Hits } from "./hit-counter.js";
export {
  loadAccountLimitConfig,
  loadRateLimitConfig,
  type AccountLimitConfig,
  type RateLimitConfig,
} from "./rate-limit-config.js";
