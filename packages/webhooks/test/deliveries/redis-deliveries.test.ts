import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisDeliveries, Webhooks, type DeliveryClaim, type RedisCommandClient } from "../../src/index.js";
import { deferred } from "../helpers/deferred.js";
import { deliveryHeaders, secret } from "../helpers/delivery.js";
import { createRecordingLogger, type RecordingLogger } from "../helpers/recording-logger.js";
import { nodeTransport, type Endpoint } from "../middleware/transports.js";

function isClaim(value: unknown): value is DeliveryClaim {
  return typeof value === "object" && value !== null && typeof (value as DeliveryClaim).complete === "function";
}

describe("redisDeliveries without a server", () => {
  /** A client that records each command and answers from a script. */
  function scripted(replies: unknown[]): { client: RedisCommandClient; sent: string[][] } {
    const sent: string[][] = [];
    return { sent, client: (args) => (sent.push(args), Promise.resolve(replies.shift() ?? null)) };
  }

  it("claims with SET NX PX, records success with SET PX ttl and releases with a compare-and-delete", async () => {
    const { client, sent } = scripted(["OK", "OK", "OK", 1]);
    const store = redisDeliveries(client, { prefix: "p:", ttl: 5000, lease: 1000 });
    const claim = await store.claim("d1");
    if (!isClaim(claim)) throw new Error("expected a claim");
    await claim.complete();
    const second = await store.claim("d2");
    if (!isClaim(second)) throw new Error("expected a claim");
    await second.release();
    const token = sent[2]?.[2] as string;
    expect(sent[0]).toEqual(["SET", "p:d1", expect.stringMatching(/^running:/), "NX", "PX", "1000"]);
    expect(sent[1]).toEqual(["SET", "p:d1", "done", "PX", "5000"]);
    expect(sent[3]).toEqual(["EVAL", expect.stringContaining('redis.call("DEL", KEYS[1])'), "1", "p:d2", token]);
  });

  it("reads a taken id's state: done, running, or gone by the time it asks, then claimed", async () => {
    expect(await redisDeliveries(scripted([null, "done"]).client).claim("x")).toBe("done");
    expect(await redisDeliveries(scripted([null, "running:abc"]).client).claim("x")).toBe("running");
    expect(isClaim(await redisDeliveries(scripted([null, null, "OK"]).client).claim("x"))).toBe(true);
  });

  it("takes an ioredis-style call, a node-redis-style sendCommand, or a function, and refuses anything else", async () => {
    const calls: unknown[][] = [];
    await redisDeliveries({ call: (...args: string[]) => (calls.push(args), Promise.resolve("OK")) }).claim("a");
    await redisDeliveries({ sendCommand: (args: string[]) => (calls.push(args), Promise.resolve("OK")) }).claim("b");
    expect(calls.map((args) => args.slice(0, 2))).toEqual([
      ["SET", "hostkit:webhooks:delivery:a"],
      ["SET", "hostkit:webhooks:delivery:b"],
    ]);
    // @ts-expect-error testing a wrong client
    expect(() => redisDeliveries({})).toThrow(/needs a Redis client/);
    expect(() => redisDeliveries(scripted([]).client, { ttl: 0 })).toThrow(
      "options.ttl must be a positive number, got 0",
    );
  });
});

// Runs against a real server only when REDIS_URL is set (CI starts one); keys get a fresh prefix per run.
describe.runIf(process.env["REDIS_URL"])("redisDeliveries on Redis", () => {
  const prefix = `test-${crypto.randomUUID()}:`;
  let clients: Redis[] = [];
  const endpoints: Endpoint[] = [];

  beforeAll(() => {
    clients = [new Redis(process.env["REDIS_URL"] ?? ""), new Redis(process.env["REDIS_URL"] ?? "")];
  });
  afterAll(async () => {
    await Promise.all(endpoints.map((endpoint) => endpoint.close()));
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys && keys.length > 0) await clients[0]?.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  /** Two instances of an app, each with its own Webhooks, middleware and Redis connection. */
  async function twoInstances(handler: (instance: number, id: string) => unknown, logs: RecordingLogger[] = []) {
    const started: Endpoint[] = [];
    for (const [instance, client] of clients.entries()) {
      const log = createRecordingLogger();
      logs.push(log);
      const webhooks = new Webhooks({ secret, deliveries: redisDeliveries(client, { prefix, pollInterval: 20 }), log });
      webhooks.on("issue_comment", ({ id }) => handler(instance, id));
      const endpoint = await nodeTransport.start(webhooks, { log: createRecordingLogger() });
      endpoints.push(endpoint);
      started.push(endpoint);
    }
    return started as [Endpoint, Endpoint];
  }

  const body = JSON.stringify({ action: "created", comment: { body: "send the invoice" } });
  const headersFor = (id: string) => deliveryHeaders(body, { event: "issue_comment", id });

  it("runs a delivery redelivered to the other instance once", async () => {
    const runs: string[] = [];
    const [one, two] = await twoInstances((instance, id) => void runs.push(`${instance} ${id}`));
    const id = crypto.randomUUID();
    expect((await one.send({ headers: headersFor(id), body })).status).toBe(200);
    expect((await two.send({ headers: headersFor(id), body })).status).toBe(200);
    expect((await one.send({ headers: headersFor(id), body })).status).toBe(200);
    expect(runs).toEqual([`0 ${id}`]);
  });

  it("runs copies arriving at both instances at once a single time, and answers every copy 200", async () => {
    const runs: string[] = [];
    const gate = deferred();
    const logs: RecordingLogger[] = [];
    const [one, two] = await twoInstances(async (instance, id) => {
      runs.push(`${instance} ${id}`);
      await gate.promise;
    }, logs);
    const id = crypto.randomUUID();
    const answers = [one, two, one, two].map(({ send }) => send({ headers: headersFor(id), body }));
    // Every copy but the one handled says it waits, before the handler is let go.
    const waiting = () =>
      logs.flatMap((log) => log.at("info")).filter((line) => line.includes("waiting for its outcome"));
    while (waiting().length < 3) await sleep(10);
    expect(runs).toHaveLength(1);
    gate.resolve();
    expect((await Promise.all(answers)).map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(runs).toHaveLength(1);
  });

  it("runs a failed delivery again on whichever instance it is redelivered to", async () => {
    const runs: string[] = [];
    const [one, two] = await twoInstances((instance, id) => {
      runs.push(`${instance} ${id}`);
      if (runs.length === 1) throw new Error("payment service unavailable");
    });
    const id = crypto.randomUUID();
    expect((await one.send({ headers: headersFor(id), body })).status).toBe(500);
    expect((await two.send({ headers: headersFor(id), body })).status).toBe(200);
    expect((await one.send({ headers: headersFor(id), body })).status).toBe(200);
    expect(runs).toEqual([`0 ${id}`, `1 ${id}`]);
  });

  it("expires its keys: a done delivery after ttl, a claim after its lease", async () => {
    const client = clients[0] as Redis;
    const store = redisDeliveries(client, { prefix, ttl: 600, lease: 300 });
    const done = await store.claim("ttl");
    if (!isClaim(done)) throw new Error("expected a claim");
    await done.complete();
    expect(await client.pttl(`${prefix}ttl`)).toBeLessThanOrEqual(600);
    const stale = await store.claim("lease");
    expect(await store.claim("lease")).toBe("running");
    await sleep(400);
    const fresh = await store.claim("lease");
    expect(isClaim(fresh)).toBe(true);
    // The first claim's release does not drop the claim that replaced it.
    if (isClaim(stale)) await stale.release();
    expect(await store.claim("lease")).toBe("running");
    await sleep(400);
    expect(isClaim(await store.claim("ttl"))).toBe(true);
  });
});
