import {
  defaultLease,
  defaultTtl,
  positiveOption,
  type DeliveryClaim,
  type DeliveryStore,
  type DeliveryStoreOptions,
} from "./delivery-store.js";

/**
 * A Redis client, typed by the one method this store uses to send a raw command, so that no Redis
 * library is a dependency of this package: an `ioredis` client (`call`), a `redis` (node-redis)
 * client (`sendCommand`), or a function that sends `[command, ...arguments]` and resolves the reply.
 */
export type RedisCommandClient =
  | { call(command: string, ...args: string[]): Promise<unknown> }
  | { sendCommand(args: string[]): Promise<unknown> }
  | ((args: string[]) => Promise<unknown>);

/** Options of `redisDeliveries`. */
export interface RedisDeliveriesOptions extends DeliveryStoreOptions {
  /** Starts every key, so several apps can share one Redis; default `hostkit:webhooks:delivery:`. */
  prefix?: string | undefined;
  /** How often, in milliseconds, a copy waiting for one handled by another instance asks again; default 100. */
  pollInterval?: number | undefined;
}

// Deletes the key only while it still holds this claim's token: a claim whose lease ran out and
// was taken over by another instance is not dropped by the first one's release.
const releaseScript = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;

/**
 * Remembers handled deliveries in Redis, so every instance of an app that uses the same Redis and
 * prefix handles each delivery once. Each step is one atomic command: a claim is `SET key
 * running:<token> NX PX lease`, a success `SET key done PX ttl`, a release a compare-and-delete
 * script. Keys expire by themselves, so Redis holds no delivery longer than `ttl`.
 */
export function redisDeliveries(client: RedisCommandClient, options: RedisDeliveriesOptions = {}): DeliveryStore {
  const send = commandSender(client);
  const ttl = String(Math.ceil(positiveOption("options.ttl", options.ttl, defaultTtl)));
  const lease = String(Math.ceil(positiveOption("options.lease", options.lease, defaultLease)));
  const pollInterval = positiveOption("options.pollInterval", options.pollInterval, 100);
  const { prefix = "hostkit:webhooks:delivery:" } = options;
  if (typeof prefix !== "string") throw new TypeError(`options.prefix must be a string, got ${typeof prefix}`);

  async function claim(id: string): Promise<DeliveryClaim | "done" | "running"> {
    const key = prefix + id;
    // A key that expires between the SET and the GET is claimed on the next turn.
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = `running:${crypto.randomUUID()}`;
      if ((await send(["SET", key, token, "NX", "PX", lease])) !== null) {
        return {
          complete: async () => void (await send(["SET", key, "done", "PX", ttl])),
          release: async () => void (await send(["EVAL", releaseScript, "1", key, token])),
        };
      }
      const state = await send(["GET", key]);
      if (state !== null) return text(state) === "done" ? "done" : "running";
    }
    return "running";
  }

  return { claim, pollInterval };
}

function commandSender(client: RedisCommandClient): (args: string[]) => Promise<unknown> {
  if (typeof client === "function") return client;
  if (typeof (client as { call?: unknown })?.call === "function") {
    const ioredis = client as { call(command: string, ...args: string[]): Promise<unknown> };
    return ([command, ...args]) => ioredis.call(command as string, ...args);
  }
  if (typeof (client as { sendCommand?: unknown })?.sendCommand === "function") {
    const nodeRedis = client as { sendCommand(args: string[]): Promise<unknown> };
    return (args) => nodeRedis.sendCommand(args);
  }
  throw new TypeError(
    "redisDeliveries needs a Redis client: an ioredis client, a node-redis client, or a function sending [command, ...args]",
  );
}

function text(reply: unknown): string {
  return reply instanceof Uint8Array ? Buffer.from(reply).toString() : String(reply);
}
