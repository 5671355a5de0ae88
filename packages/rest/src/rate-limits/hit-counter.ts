import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

export interface Hits {
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts hits per key in fixed windows, each started by its key's first hit. */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hits>;
  /** Forgets the key's hits, as after a successful sign-in. */
  reset(key: string): Promise<void>;
}

// Enough keys for a busy instance; expired ones go first, then the oldest.
const defaultKeptKeys = 100_000;

/** Counts in this process's memory, keeping at most `keptKeys` keys. */
export function memoryHitCounter(keptKeys = defaultKeptKeys): HitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (windows.size >= keptKeys) prune(windows, now, keptKeys);
        window = { count: 0, endsAt: now + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttl: window.endsAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function prune(windows: Map<string, { endsAt: number }>, now: number, keptKeys: number): void {
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  if (windows.size >= keptKeys) windows.delete(windows.keys().next().value as string);
}

// One round trip. Every key expires: the window's expiry is set with its first hit, and again on any key
// found without one (a hit whose PEXPIRE was lost), so no count outlives its window.
const hitScript = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counts in Redis, shared by every instance. While Redis cannot be reached, it counts in memory
 * instead, so limits still hold on each instance, and logs the outage once and the recovery once.
 */
export function redisHitCounter(redis: Redis, prefix: string, log: FastifyBaseLogger): HitCounter {
  const memory = memoryHitCounter();
  let down = false;
  const fallBack = (error: unknown) => {
    if (!down)
      log.error(
        { err: error },
        "Redis for rate limits is unreachable: counting in this instance's memory until it is back",
      );
    down = true;
  };
  const recovered = () => {
    if (down) log.info("Redis for rate limits is back: counting there again");
    down = false;
  };
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [number, number];
        recovered();
        return { count, ttl };
      } catch (error) {
        fallBack(error);
        return memory.hit(key, windowMs);
      }
    },
    async reset(key) {
      await memory.reset(key);
      try {
        await redis.del(prefix + key);
        recovered();
      } catch (error) {
        fallBack(error);
      }
    },
  };
}
