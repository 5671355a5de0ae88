/**
 * Milliseconds to wait before reconnect attempt `attempt` (0 for the first): doubling from
 * `minDelay`, capped at `maxDelay`, then jittered down by up to half so that many clients
 * dropped together do not reconnect together.
 */
export function backoffDelay(attempt: number, minDelay: number, maxDelay: number, random = Math.random): number {
  const ceiling = Math.min(maxDelay, minDelay * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
