export interface RateLimitConfig {
  /** Requests each client address may make to each limited route per window. */
  max: number;
  windowMs: number;
<%_ if (password) { _%>
  /** Wrong passwords each account may be tried with per account window, from any address; then 429 until it ends. */
  accountMax: number;
  accountWindowMs: number;
<%_ } _%>
  /** Shares the counts between instances of the API; they are kept in memory without it. */
  redisUrl?: string;
  /** Starts the Redis keys of the counts, so several APIs can share one Redis. */
  redisPrefix: string;
}

export function loadRateLimitConfig(env: Record<string, string | undefined>): RateLimitConfig {
  return {
    max: readPositiveInteger("RATE_LIMIT_MAX", env.RATE_LIMIT_MAX, 10),
    windowMs: readPositiveInteger("RATE_LIMIT_WINDOW", env.RATE_LIMIT_WINDOW, 60) * 1000,
<%_ if (password) { _%>
    accountMax: readPositiveInteger("RATE_LIMIT_ACCOUNT_MAX", env.RATE_LIMIT_ACCOUNT_MAX, 10),
    accountWindowMs: readPositiveInteger("RATE_LIMIT_ACCOUNT_WINDOW", env.RATE_LIMIT_ACCOUNT_WINDOW, 900) * 1000,
<%_ } _%>
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "<%= name %>:rate-limit:",
  };
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}
