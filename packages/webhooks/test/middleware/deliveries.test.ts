import { afterEach, describe, expect, it } from "vitest";
import { memoryDeliveries, Webhooks } from "../../src/index.js";
import { deferred } from "../helpers/deferred.js";
import { deliveryHeaders, secret } from "../helpers/delivery.js";
import { createRecordingLogger, type RecordingLogger } from "../helpers/recording-logger.js";
import { nodeTransport, webTransport, type Endpoint } from "./transports.js";

const body = JSON.stringify({ action: "created", comment: { body: "charge the card" } });

describe.each([nodeTransport, webTransport])("$name with deliveries", (transport) => {
  let endpoint: Endpoint | undefined;
  let log: RecordingLogger;
  afterEach(() => endpoint?.close());

  async function start(webhooks: Webhooks): Promise<Endpoint> {
    endpoint = await transport.start(webhooks, { log: createRecordingLogger() });
    return endpoint;
  }

  function webhooksWith(handler: (id: string) => unknown): Webhooks {
    log = createRecordingLogger();
    const webhooks = new Webhooks({ secret, deliveries: memoryDeliveries(), log });
    webhooks.on("issue_comment", ({ id }) => handler(id));
    return webhooks;
  }

  it("answers a redelivery 200 without running the handlers again, and logs it as a duplicate", async () => {
    const runs: string[] = [];
    const { send } = await start(webhooksWith((id) => void runs.push(id)));
    const headers = deliveryHeaders(body, { event: "issue_comment", id: "d-1" });
    expect((await send({ headers, body })).status).toBe(200);
    expect(await send({ headers, body })).toMatchObject({ status: 200, json: { ok: true } });
    expect(runs).toEqual(["d-1"]);
    expect(log.at("info")).toEqual([
      "delivery d-1 (issue_comment) is a duplicate of a delivery already handled: its handlers did not run again",
    ]);
  });

  it("runs two copies arriving at once a single time, and answers both 200 once the handlers finished", async () => {
    const runs: string[] = [];
    const gate = deferred();
    const { send } = await start(
      webhooksWith(async (id) => {
        runs.push(id);
        await gate.promise;
      }),
    );
    const headers = deliveryHeaders(body, { event: "issue_comment", id: "d-2" });
    const answers = [send({ headers, body }), send({ headers, body })];
    await log.waitFor("info", /another copy is being handled; waiting for its outcome/);
    gate.resolve();
    expect((await Promise.all(answers)).map(({ status }) => status)).toEqual([200, 200]);
    expect(runs).toEqual(["d-2"]);
  });

  it("runs a delivery whose handler failed again when it is redelivered", async () => {
    const runs: string[] = [];
    const { send } = await start(
      webhooksWith((id) => {
        runs.push(id);
        if (runs.length === 1) throw Object.assign(new Error("mail server down"), { status: 503 });
      }),
    );
    const headers = deliveryHeaders(body, { event: "issue_comment", id: "d-3" });
    expect((await send({ headers, body })).status).toBe(503);
    expect((await send({ headers, body })).status).toBe(200);
    expect((await send({ headers, body })).status).toBe(200);
    expect(runs).toEqual(["d-3", "d-3"]);
  });
});
