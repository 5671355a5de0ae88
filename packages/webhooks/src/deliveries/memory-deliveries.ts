import {
  defaultLease,
  defaultTtl,
  positiveOption,
  type DeliveryClaim,
  type DeliveryStore,
  type DeliveryStoreOptions,
} from "./delivery-store.js";

/** Options of `memoryDeliveries`. */
export interface MemoryDeliveriesOptions extends DeliveryStoreOptions {
  /** The most deliveries remembered; past it the oldest is forgotten first. Default 10,000. */
  max?: number | undefined;
}

/** The memory store; `size` is how many deliveries it remembers now. */
export interface MemoryDeliveryStore extends DeliveryStore {
  readonly size: number;
}

interface Entry {
  done: boolean;
  /** `Date.now()` time after which the entry no longer counts. */
  expires: number;
}

/**
 * Remembers handled deliveries in this process, bounded by count (`max`) and age (`ttl`): at most
 * `max` entries, the oldest dropped first, and none honoured past its age. Instances of an app
 * that runs in several processes do not see each other's deliveries: use `redisDeliveries` there.
 */
export function memoryDeliveries(options: MemoryDeliveriesOptions = {}): MemoryDeliveryStore {
  const ttl = positiveOption("options.ttl", options.ttl, defaultTtl);
  const lease = positiveOption("options.lease", options.lease, defaultLease);
  const max = positiveOption("options.max", options.max, 10_000);
  if (!Number.isInteger(max)) throw new Error(`options.max must be a whole number, got ${max}`);
  // Insertion order is age order: each write moves its id to the end.
  const entries = new Map<string, Entry>();

  function write(id: string, entry: Entry): void {
    entries.delete(id);
    entries.set(id, entry);
    const now = Date.now();
    for (const [oldest, { expires }] of entries) {
      if (entries.size <= max && expires > now) break;
      entries.delete(oldest);
    }
  }

  return {
    // Copies handled by the same Webhooks wait on its promise; this only serves Webhooks sharing the store.
    pollInterval: 25,
    claim(id) {
      const found = entries.get(id);
      if (found !== undefined && found.expires > Date.now()) return found.done ? "done" : "running";
      const running: Entry = { done: false, expires: Date.now() + lease };
      write(id, running);
      const claim: DeliveryClaim = {
        complete: () => write(id, { done: true, expires: Date.now() + ttl }),
        release() {
          if (entries.get(id) === running) entries.delete(id);
        },
      };
      return claim;
    },
    get size() {
      return entries.size;
    },
  };
}
