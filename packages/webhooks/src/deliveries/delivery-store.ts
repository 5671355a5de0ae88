/** A delivery claimed for handling: say how its handlers ended. */
export interface DeliveryClaim {
  /** Every handler succeeded: later copies of the delivery are duplicates. */
  complete(): void | Promise<void>;
  /** A handler failed: the claim is dropped, so a redelivery runs the handlers again. */
  release(): void | Promise<void>;
}

/**
 * Remembers which deliveries were handled, for `new Webhooks({ deliveries })`.
 * `memoryDeliveries()` keeps them in this process, `redisDeliveries(client)` in Redis, shared by
 * every instance that uses the same Redis and prefix.
 */
export interface DeliveryStore {
  /**
   * Atomically claims delivery `id` for handling. Resolves to a `DeliveryClaim` when the caller
   * is to run the handlers, `"done"` when a copy's handlers already all succeeded, or `"running"`
   * while another copy is being handled (its claim ends when it completes, is released or its
   * lease runs out).
   */
  claim(id: string): DeliveryClaim | "done" | "running" | Promise<DeliveryClaim | "done" | "running">;
  /** How often, in milliseconds, a copy waiting for a copy handled elsewhere asks again; default 100. */
  readonly pollInterval?: number | undefined;
}

/** Options both stores take. */
export interface DeliveryStoreOptions {
  /**
   * How long, in milliseconds, a delivery whose handlers all succeeded is remembered; default
   * 72 hours, as long as the sender offers redelivery.
   */
  ttl?: number | undefined;
  /**
   * How long, in milliseconds, a claim lasts while handlers run; default 10 minutes. A copy that
   * arrives after it ran out (its handlers still running, or the process that ran them gone) is
   * handled again.
   */
  lease?: number | undefined;
}

export const defaultTtl = 72 * 60 * 60 * 1000;
export const defaultLease = 10 * 60 * 1000;

/** Throws an Error naming `option` unless `value` is a positive finite number (or undefined). */
export function positiveOption(option: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${option} must be a positive number, got ${String(value)}`);
  }
  return value;
}
