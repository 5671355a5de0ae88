import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { memoryDeliveries, Webhooks, type DeliveryStore } from "../../src/index.js";
import { deferred } from "../helpers/deferred.js";
import { secret } from "../helpers/delivery.js";
import { createRecordingLogger, type RecordingLogger } from "../helpers/recording-logger.js";

const payload = JSON.stringify({ action: "created", charge: { cents: 500 } });

function signed(webhooks: Webhooks, id = "delivery-1") {
  return { id, name: "issue_comment", payload, signature: webhooks.sign(payload) };
}

/** Webhooks that remember deliveries in `store`, and count each handler run per delivery id. */
function counting(store: DeliveryStore = memoryDeliveries(), log: RecordingLogger = createRecordingLogger()) {
  const webhooks = new Webhooks({ secret, deliveries: store, log });
  const runs: string[] = [];
  webhooks.on("issue_comment", ({ id }) => void runs.push(id));
  return { webhooks, runs, log };
}

describe("Webhooks with deliveries", () => {
  it("runs a redelivered id's handlers once, and logs the redelivery as a duplicate", async () => {
    const { webhooks, runs, log } = counting();
    await webhooks.verifyAndReceive(signed(webhooks));
    await webhooks.verifyAndReceive(signed(webhooks));
    await webhooks.verifyAndReceive(signed(webhooks, "delivery-2"));
    expect(runs).toEqual(["delivery-1", "delivery-2"]);
    expect(log.at("info")).toEqual([
      "delivery delivery-1 (issue_comment) is a duplicate of a delivery already handled: its handlers did not run again",
    ]);
  });

  it("runs two copies that arrive at once a single time: the second waits for the first's outcome", async () => {
    const { webhooks, runs, log } = counting();
    const gate = deferred();
    webhooks.on("issue_comment", () => gate.promise);
    const first = webhooks.verifyAndReceive(signed(webhooks));
    const second = webhooks.verifyAndReceive(signed(webhooks));
    let secondSettled = false;
    void second.then(() => (secondSettled = true));
    await sleep(20);
    expect(secondSettled).toBe(false);
    gate.resolve();
    await Promise.all([first, second]);
    expect(runs).toEqual(["delivery-1"]);
    expect(log.at("info")).toEqual([
      "delivery delivery-1 (issue_comment): another copy is being handled; waiting for its outcome",
      "delivery delivery-1 (issue_comment) is a duplicate of a delivery already handled: its handlers did not run again",
    ]);
  });

  it("runs a failed delivery again when it is redelivered, and then no more", async () => {
    const { webhooks, runs } = counting();
    let failures = 1;
    webhooks.on("issue_comment", () => {
      if (failures-- > 0) throw Object.assign(new Error("card declined"), { status: 503 });
    });
    await expect(webhooks.verifyAndReceive(signed(webhooks))).rejects.toMatchObject({ status: 503 });
    await webhooks.verifyAndReceive(signed(webhooks));
    await webhooks.verifyAndReceive(signed(webhooks));
    expect(runs).toEqual(["delivery-1", "delivery-1"]);
  });

  it("handles a waiting copy in its turn when the copy it waited for failed", async () => {
    const { webhooks, runs, log } = counting();
    const gate = deferred();
    let calls = 0;
    webhooks.on("issue_comment", async () => {
      if (++calls === 1) {
        await gate.promise;
        throw new Error("timed out talking to the bank");
      }
    });
    const first = webhooks.verifyAndReceive(signed(webhooks));
    const second = webhooks.verifyAndReceive(signed(webhooks));
    await log.waitFor("info", /waiting for its outcome/);
    gate.resolve();
    await expect(first).rejects.toThrow("timed out talking to the bank");
    await second;
    expect(runs).toEqual(["delivery-1", "delivery-1"]);
    await webhooks.verifyAndReceive(signed(webhooks));
    expect(runs).toHaveLength(2);
  });

  it("shares one store between two instances: a copy waits for the other instance's outcome", async () => {
    const store = memoryDeliveries();
    const one = counting(store);
    const two = counting(store);
    const gate = deferred();
    one.webhooks.on("issue_comment", () => gate.promise);
    const first = one.webhooks.verifyAndReceive(signed(one.webhooks));
    const second = two.webhooks.verifyAndReceive(signed(two.webhooks));
    await two.log.waitFor("info", /waiting for its outcome/);
    await sleep(60);
    gate.resolve();
    await Promise.all([first, second]);
    expect([...one.runs, ...two.runs]).toEqual(["delivery-1"]);
  });

  it("checks the signature before the store: a forged copy can neither claim nor skip a delivery", async () => {
    const { webhooks, runs } = counting();
    await expect(
      webhooks.verifyAndReceive({ ...signed(webhooks), signature: `sha256=${"0".repeat(64)}` }),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      webhooks.verifyAndReceive({ ...signed(webhooks), payload: "[1]", signature: webhooks.sign("[1]") }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await webhooks.verifyAndReceive(signed(webhooks));
    expect(runs).toEqual(["delivery-1"]);
  });

  it("leaves receive and deliveries without an id as they were: every call runs the handlers", async () => {
    const { webhooks, runs } = counting();
    await webhooks.receive({ id: "delivery-1", name: "issue_comment", payload: {} });
    await webhooks.receive({ id: "delivery-1", name: "issue_comment", payload: {} });
    const { id: _id, ...withoutId } = signed(webhooks);
    await webhooks.verifyAndReceive(withoutId);
    await webhooks.verifyAndReceive(withoutId);
    expect(runs).toHaveLength(4);
  });

  it("answers the delivery by its handlers when the store fails after they ran, and logs the store's failure", async () => {
    const log = createRecordingLogger();
    const store: DeliveryStore = {
      claim: () => ({
        complete: () => Promise.reject(new Error("store unreachable")),
        release: () => undefined,
      }),
    };
    const { webhooks, runs } = counting(store, log);
    await webhooks.verifyAndReceive(signed(webhooks));
    expect(runs).toEqual(["delivery-1"]);
    expect(log.at("error")).toEqual([
      "delivery delivery-1 (issue_comment): the delivery store could not record it as handled; a redelivery would run its handlers again store unreachable",
    ]);
  });

  it("fails the delivery, running no handler, when the store cannot claim it", async () => {
    const store: DeliveryStore = { claim: () => Promise.reject(new Error("store unreachable")) };
    const { webhooks, runs } = counting(store);
    await expect(webhooks.verifyAndReceive(signed(webhooks))).rejects.toThrow("store unreachable");
    expect(runs).toEqual([]);
  });

  it("refuses a deliveries option that is not a store", () => {
    // @ts-expect-error testing a wrong option
    expect(() => new Webhooks({ secret, deliveries: {} })).toThrow(/options.deliveries must be a delivery store/);
  });
});

describe("memoryDeliveries", () => {
  it("remembers at most max deliveries, forgetting the oldest first", async () => {
    const store = memoryDeliveries({ max: 3 });
    for (const id of ["a", "b", "c", "d"]) {
      const claim = store.claim(id);
      if (typeof claim === "string" || claim instanceof Promise) throw new Error("expected a claim");
      await claim.complete();
    }
    expect(store.size).toBe(3);
    expect(store.claim("b")).toBe("done");
    expect(store.claim("d")).toBe("done");
    expect(typeof store.claim("a")).toBe("object");
  });

  it("forgets a delivery after ttl, and lets a copy claim one whose lease ran out", async () => {
    const store = memoryDeliveries({ ttl: 30, lease: 30 });
    const done = store.claim("a");
    if (typeof done !== "object" || done instanceof Promise) throw new Error("expected a claim");
    await done.complete();
    expect(store.claim("b")).toMatchObject({});
    expect(store.claim("a")).toBe("done");
    expect(store.claim("b")).toBe("running");
    await sleep(45);
    expect(typeof store.claim("a")).toBe("object");
    expect(typeof store.claim("b")).toBe("object");
  });

  it("drops expired entries as new ones arrive, so an idle-then-busy store stays small", async () => {
    const store = memoryDeliveries({ ttl: 20, max: 1000 });
    for (let index = 0; index < 50; index++) {
      const claim = store.claim(`old-${index}`);
      if (typeof claim === "object" && !(claim instanceof Promise)) await claim.complete();
    }
    await sleep(30);
    store.claim("new");
    expect(store.size).toBe(1);
  });

  it("keeps a released claim's id free, and a stale claim's release does not free a newer claim", async () => {
    const store = memoryDeliveries({ lease: 20 });
    const stale = store.claim("a");
    if (typeof stale !== "object" || stale instanceof Promise) throw new Error("expected a claim");
    await sleep(30);
    const fresh = store.claim("a");
    expect(typeof fresh).toBe("object");
    await stale.release();
    expect(store.claim("a")).toBe("running");
  });

  it("refuses bounds that are not positive numbers", () => {
    expect(() => memoryDeliveries({ max: 0 })).toThrow("options.max must be a positive number, got 0");
    expect(() => memoryDeliveries({ max: 1.5 })).toThrow("options.max must be a whole number, got 1.5");
    expect(() => memoryDeliveries({ ttl: -1 })).toThrow("options.ttl must be a positive number, got -1");
    expect(() => memoryDeliveries({ lease: Number.NaN })).toThrow("options.lease must be a positive number, got NaN");
  });
});
