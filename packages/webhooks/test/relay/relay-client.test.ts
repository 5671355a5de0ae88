import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sign } from "@hostkit/webhooks-methods";
import { createNodeMiddleware } from "../../src/middleware/node/create-node-middleware.js";
import { createRelayClient, type RelayClient } from "../../src/relay/create-relay-client.js";
import type { RelayClientOptions } from "../../src/relay/create-relay-client.js";
import { WebhookVerificationError } from "../../src/webhook-errors.js";
import { Webhooks } from "../../src/webhooks.js";
import { deferred } from "../helpers/deferred.js";
import { secret } from "../helpers/delivery.js";
import { listen, type RunningServer } from "../helpers/listen.js";
import { createRecordingLogger, type RecordingLogger } from "../helpers/recording-logger.js";
import { startSseRelayServer, type SseRelayServer } from "../helpers/sse-relay-server.js";

const body = { action: "opened", issue: { number: 7, title: "Ünïcödé 🎉" } };

function relayMessage(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "x-request-id": id,
    "x-host-event": "issues",
    "x-host-signature": sign(secret, JSON.stringify(body)),
    "user-agent": "host-hookshot/1",
    body,
    query: {},
    timestamp: 1700000000000,
    ...overrides,
  };
}

let relay: SseRelayServer;
let local: RunningServer | undefined;
let client: RelayClient | undefined;
let log: RecordingLogger;

beforeEach(async () => {
  relay = await startSseRelayServer();
  log = createRecordingLogger();
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  await local?.close();
  local = undefined;
  await relay.close();
});

function start(options: Omit<RelayClientOptions, "url" | "log">): RelayClient {
  client = createRelayClient({ url: relay.channelUrl, log, minDelay: 20, maxDelay: 200, ...options });
  return client;
}

function recordingWebhooks(): { webhooks: Webhooks; received: { id: string; name: string; payload: unknown }[] } {
  const webhooks = new Webhooks({ secret });
  const received: { id: string; name: string; payload: unknown }[] = [];
  webhooks.on("issues.opened", ({ id, name, payload }) => void received.push({ id, name, payload }));
  return { webhooks, received };
}

describe("createRelayClient", () => {
  it("passes each message to verifyAndReceive with the mapped id, name and payload", async () => {
    const { webhooks, received } = recordingWebhooks();
    start({ webhooks });
    await relay.connected(1);
    await log.waitFor("info", /connected/);

    relay.send({}, "ping");
    relay.send(relayMessage("relay-1"));

    expect(await log.waitFor("info", /relay-1/)).toBe("relay: delivery relay-1 (issues) handled");
    expect(received).toEqual([{ id: "relay-1", name: "issues", payload: body }]);
    expect(log.at("error")).toEqual([]);
  });

  it("reads the github vocabulary of the Webhooks instance, or the one given", async () => {
    const webhooks = new Webhooks({ secret, vocabulary: "github" });
    const received: string[] = [];
    webhooks.on("issues.opened", ({ id }) => void received.push(id));
    start({ webhooks });
    await relay.connected(1);
    const github = {
      "x-github-event": "issues",
      "x-github-delivery": "gh-1",
      "x-hub-signature": "sha1=0000",
      "x-hub-signature-256": sign(secret, JSON.stringify(body)),
      body,
    };
    relay.send(github);
    expect(await log.waitFor("info", /gh-1/)).toBe("relay: delivery gh-1 (issues) handled");
    relay.send(relayMessage("host-named"));
    expect(await log.waitFor("error", /lacks/)).toMatch(/relay message lacks x-github-event, x-hub-signature-256/);
    expect(received).toEqual(["gh-1"]);
  });

  it("verifies with x-host-signature-256 when the message carries it", async () => {
    const { webhooks, received } = recordingWebhooks();
    start({ webhooks });
    await relay.connected(1);
    relay.send(
      relayMessage("relay-256", {
        "x-host-signature": "sha256=0000",
        "x-host-signature-256": sign(secret, JSON.stringify(body)),
      }),
    );
    await log.waitFor("info", /relay-256/);
    expect(received.map(({ id }) => id)).toEqual(["relay-256"]);
  });

  it("reports a delivery that fails verification, and goes on", async () => {
    const { webhooks, received } = recordingWebhooks();
    const errors: unknown[] = [];
    webhooks.onError((error) => void errors.push(error));
    start({ webhooks });
    await relay.connected(1);

    relay.send(relayMessage("forged", { "x-host-signature": sign("wrong secret", JSON.stringify(body)) }));
    relay.sendRaw("not json");
    relay.send({ "x-host-event": "issues" });
    relay.send(relayMessage("genuine"));

    expect(await log.waitFor("warn", /forged/)).toMatch(/relay: delivery forged \(issues\) refused: signature/);
    expect(log.lines.find((line) => line.text.includes("forged"))?.data).toHaveLength(1);
    expect(await log.waitFor("error", /not JSON/)).toMatch(/relay: message failed: relay message is not JSON/);
    expect(await log.waitFor("error", /lacks/)).toMatch(/lacks x-host-signature, body/);
    await log.waitFor("info", /genuine/);
    expect(received.map(({ id }) => id)).toEqual(["genuine"]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(WebhookVerificationError);
  });

  it("reconnects after a dropped connection and receives again", async () => {
    const { webhooks, received } = recordingWebhooks();
    start({ webhooks });
    await relay.connected(1);
    relay.send(relayMessage("before-drop"));
    await log.waitFor("info", /before-drop/);

    relay.drop();
    expect(await log.waitFor("warn", /lost/)).toMatch(/relay: connection to .* lost \(.*\); reconnecting in \d+ ms/);
    await relay.connected(2);
    await sleep(20);
    relay.send(relayMessage("after-drop"));

    await log.waitFor("info", /after-drop/);
    expect(received.map(({ id }) => id)).toEqual(["before-drop", "after-drop"]);
    expect(log.at("info").filter((line) => line.startsWith("relay: connected"))).toHaveLength(2);
  });

  it("backs off while the relay refuses, and connects once it accepts", async () => {
    relay.refuseWith(503);
    const { webhooks } = recordingWebhooks();
    start({ webhooks });
    expect(await log.waitFor("warn", /trying again/)).toMatch(
      /^relay: cannot reach http:\/\/127\.0\.0\.1:\d+\/channel \(Non-200 status code \(503\), status 503\); trying again in \d+ ms$/,
    );
    while (log.at("warn").length < 5) await sleep(10);
    // Never connected: no line speaks of a lost connection.
    expect(log.at("warn").filter((line) => line.includes("lost"))).toEqual([]);
    const delays = log.at("warn").map((line) => Number(/trying again in (\d+) ms/.exec(line)?.[1]));
    // Doubling from 20 ms up to the 200 ms cap, each jittered down by at most half.
    [20, 40, 80, 160, 200].forEach((ceiling, attempt) => {
      expect(delays[attempt]).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delays[attempt]).toBeLessThanOrEqual(ceiling);
    });

    relay.refuseWith(undefined);
    await log.waitFor("info", /connected/);
  });

  it("says it cannot reach a relay where nothing listens, never that a connection was lost", async () => {
    const url = relay.channelUrl;
    await relay.close();
    const { webhooks } = recordingWebhooks();
    start({ webhooks });
    const line = await log.waitFor("warn", /cannot reach/);
    expect(line.startsWith(`relay: cannot reach ${url} (`)).toBe(true);
    expect(line).toMatch(/\); trying again in \d+ ms$/);
    while (log.at("warn").length < 3) await sleep(10);
    expect(log.at("warn").filter((text) => text.includes("lost"))).toEqual([]);
    // A running server for afterEach to close.
    relay = await startSseRelayServer();
  });

  it("stops for good on close, with no reconnect after", async () => {
    const { webhooks } = recordingWebhooks();
    const running = start({ webhooks });
    await relay.connected(1);
    await running.close();
    relay.drop();
    await sleep(300);
    expect(relay.connections()).toBe(1);
    expect(log.at("warn")).toEqual([]);
  });

  it("waits on close for deliveries under way", async () => {
    const webhooks = new Webhooks({ secret });
    let finished = false;
    const handlerStarted = deferred();
    webhooks.on("issues", async () => {
      handlerStarted.resolve();
      await sleep(100);
      finished = true;
    });
    const running = start({ webhooks });
    await relay.connected(1);
    relay.send(relayMessage("slow"));
    await handlerStarted.promise;
    await running.close();
    expect(finished).toBe(true);
  });

  it("forwards each delivery with its headers to a local server", async () => {
    const { webhooks, received } = recordingWebhooks();
    const seenHeaders: Record<string, unknown>[] = [];
    const middleware = createNodeMiddleware(webhooks, { log: createRecordingLogger() });
    local = await listen((request, response) => {
      seenHeaders.push(request.headers);
      void middleware(request, response);
    });
    start({ forward: `${local.origin}/api/host/webhooks` });
    await relay.connected(1);

    relay.send(relayMessage("forwarded"));

    expect(await log.waitFor("info", /forwarded/)).toMatch(/delivery forwarded \(issues\) forwarded to .* \(200\)/);
    expect(received).toEqual([{ id: "forwarded", name: "issues", payload: body }]);
    expect(seenHeaders[0]).toMatchObject({
      "content-type": "application/json",
      "x-host-event": "issues",
      "x-host-delivery": "forwarded",
      "x-request-id": "forwarded",
      "user-agent": "host-hookshot/1",
    });
    expect(seenHeaders[0]).not.toHaveProperty("timestamp");
  });

  it("reports a local server's refusal of a forwarded delivery", async () => {
    local = await listen((_request, response) => void response.writeHead(500).end('{"error":"boom"}'));
    start({ forward: local.origin });
    await relay.connected(1);
    relay.send(relayMessage("refused"));
    expect(await log.waitFor("error", /refused/)).toMatch(/answered 500: \{"error":"boom"\}/);
  });

  it("reports a forwarded delivery the local server could not be reached for", async () => {
    local = await listen((_request, response) => void response.end());
    const unreachable = local.origin;
    await local.close();
    local = undefined;
    start({ forward: unreachable });
    await relay.connected(1);
    relay.send(relayMessage("unreachable"));
    expect(await log.waitFor("error", /unreachable/)).toMatch(/failed: fetch failed \(.*ECONNREFUSED.*\)/);
  });

  it("needs exactly one of webhooks and forward", () => {
    expect(() => createRelayClient({ url: relay.channelUrl })).toThrow(/options.webhooks .* or options.forward/);
    expect(() =>
      createRelayClient({ url: relay.channelUrl, webhooks: new Webhooks({ secret }), forward: "http://x" }),
    ).toThrow(/not both/);
  });
});
