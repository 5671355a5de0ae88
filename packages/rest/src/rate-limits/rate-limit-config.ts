/** The limits on the routes declared `config: { limited: true }`, and where their counts are kept. */
export interface RateLimitConfig {
  /** Requests each client address may make to each limited route per window. */
  max: number;
  windowMs: number;
  /** Shares the counts between instances of the API; they are kept in memory without it. */
  redisUrl?: string;
  /** Starts the Redis keys of the counts, so several APIs can share one Redis. */
  redisPrefix: string;
}

/** The limit on wrong passwords per account, for an API that checks passwords. */
export interface AccountLimitConfig {
  /** Wrong passwords each account may be tried with per account window, from any address; then 429 until it ends. */
  accountMax: number;
  accountWindowMs: number;
}

/**
 * RATE_LIMIT_MAX (default 10) per RATE_LIMIT_WINDOW seconds (default 60), REDIS_URL, and REDIS_PREFIX, which
 * defaults to `redisPrefix` (such as "my-api:rate-limit:").
 */
export function loadRateLimitConfig(
  env: Record<string, string | undefined>,
  { redisPrefix }: { redisPrefix: string },
): RateLimitConfig {
  return {
    max: readPositiveInteger("RATE_LIMIT_MAX", env.RATE_LIMIT_MAX, 10),
    windowMs: readPositiveInteger("RATE_LIMIT_WINDOW", env.RATE_LIMIT_WINDOW, 60) * 1000,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || redisPrefix,
  };
}

/** RATE_LIMIT_ACCOUNT_MAX (default 10) wrong passwords per RATE_LIMIT_ACCOUNT_WINDOW seconds (default 900). */
export function loadAccountLimitConfig(env: Record<string, string | undefined>): AccountLimitConfig {
  return {
    accountMax: readPositiveInteger("RATE_LIMIT_ACCOUNT_MAX", env.RATE_LIMIT_ACCOUNT_MAX, 10),
    accountWindowMs: readPositiveInteger("RATE_LIMIT_ACCOUNT_WINDOW", env.RATE_LIMIT_ACCOUNT_WINDOW, 900) * 1000,
  };
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}
