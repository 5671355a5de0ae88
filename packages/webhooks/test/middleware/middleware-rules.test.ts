import { sign } from "@hostkit/webhooks-methods";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import type { MiddlewareOptions } from "../../src/middleware/middleware-options.js";
import { Webhooks } from "../../src/webhooks.js";
import { deferred } from "../helpers/deferred.js";
import { deliveryHeaders, secret } from "../helpers/delivery.js";
import { createRecordingLogger, type RecordingLogger } from "../helpers/recording-logger.js";
import { nodeTransport, webTransport, type Endpoint } from "./transports.js";

const body = JSON.stringify({ action: "opened", issue: { number: 1, title: "Grüße 🎉" } });

describe.each([nodeTransport, webTransport])("$name", (transport) => {
  let endpoint: Endpoint | undefined;
  let log: RecordingLogger;
  afterEach(() => endpoint?.close());

  async function start(webhooks: Webhooks, options: MiddlewareOptions = {}): Promise<Endpoint> {
    log = createRecordingLogger();
    endpoint = await transport.start(webhooks, { log, ...options });
    return endpoint;
  }

  it("answers 200 only after every handler finished, with the delivery's id, name and payload", async () => {
    const webhooks = new Webhooks({ secret });
    const seen: string[] = [];
    webhooks.on("issues.opened", async ({ id, name, payload }) => {
      await sleep(50);
      seen.push(`${id} ${name} ${(payload.issue as { title: string }).title}`);
    });
    webhooks.on("issues", () => void seen.push("issues"));
    const { send } = await start(webhooks);

    const answer = await send({ headers: deliveryHeaders(body), body });

    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(seen.sort()).toEqual(["delivery-1 issues Grüße 🎉", "issues"]);
  });

  it("matches the path whatever the query string or a trailing slash", async () => {
    const { send } = await start(new Webhooks({ secret }), { path: "/hooks" });
    for (const path of ["/hooks?source=test", "/hooks/", "/hooks/?a=1&b=2"]) {
      expect((await send({ path, headers: deliveryHeaders(body), body })).status).toBe(200);
    }
  });

  it("leaves requests outside its path to the caller", async () => {
    const webhooks = new Webhooks({ secret });
    let handled = false;
    webhooks.onAny(() => void (handled = true));
    const { send } = await start(webhooks);

    for (const path of ["/", "/api/host/webhooks/other", "/api/host?x=/api/host/webhooks"]) {
      const answer = await send({ path, headers: deliveryHeaders(body), body });
      expect(answer).toMatchObject({ status: 418, json: { outside: true } });
    }
    expect(handled).toBe(false);
  });

  it("answers 404 to another method on its path", async () => {
    const { send } = await start(new Webhooks({ secret }));
    const answer = await send({ method: "GET" });
    expect(answer.status).toBe(404);
    expect(answer.json["error"]).toMatch(/GET \/api\/host\/webhooks/);
  });

  it("answers 415 to a content type other than application/json, and accepts a charset", async () => {
    const { send } = await start(new Webhooks({ secret }));
    for (const contentType of ["application/x-www-form-urlencoded", "text/plain", "application/jsonp"]) {
      const answer = await send({ headers: { ...deliveryHeaders(body), "content-type": contentType }, body });
      expect(answer.status).toBe(415);
      expect(answer.json["error"]).toMatch(/application\/json/);
    }
    const { "content-type": _omitted, ...withoutType } = deliveryHeaders(body);
    expect((await send({ headers: withoutType, body })).status).toBe(415);
    const charset = { ...deliveryHeaders(body), "content-type": "Application/JSON; charset=utf-8" };
    expect((await send({ headers: charset, body })).status).toBe(200);
  });

  it("answers 400 naming every missing delivery header", async () => {
    const { send } = await start(new Webhooks({ secret }));
    const { "x-host-event": _event, "x-host-signature-256": _signature, ...rest } = deliveryHeaders(body);
    const answer = await send({ headers: rest, body });
    expect(answer.status).toBe(400);
    expect(answer.json["error"]).toBe("Required headers missing: x-host-event, x-host-signature-256");
  });

  it("answers 401 to a bad signature without running a handler", async () => {
    const webhooks = new Webhooks({ secret });
    let handled = false;
    webhooks.onAny(() => void (handled = true));
    const { send } = await start(webhooks);
    for (const signature of [sign("other secret", body), "sha256=00", "x"]) {
      const answer = await send({ headers: { ...deliveryHeaders(body), "x-host-signature-256": signature }, body });
      expect(answer.status).toBe(401);
      expect(answer.json["error"]).toMatch(/signature/i);
    }
    expect(handled).toBe(false);
    // One line a refusal, naming the delivery, its event and the reason; no payload, no error object to print.
    const refusals = log.lines.filter((line) => line.level === "warn");
    expect(refusals).toHaveLength(3);
    for (const { data } of refusals) {
      expect(data).toEqual([
        'delivery delivery-1 (issues) refused (401): signature does not match the payload and the secret (event "issues")',
      ]);
    }
    expect(log.lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("logs a verified payload that is not a JSON object as one line, without the payload", async () => {
    const { send } = await start(new Webhooks({ secret }));
    const array = '["secret-looking payload"]';
    expect((await send({ headers: deliveryHeaders(array), body: array })).status).toBe(400);
    const [line, ...others] = log.lines;
    expect(others).toEqual([]);
    expect(line?.level).toBe("warn");
    expect(line?.data).toHaveLength(1);
    expect(line?.text).toMatch(/^delivery delivery-1 \(issues\) refused \(400\): /);
    expect(line?.text).not.toContain("secret-looking");
  });

  it("checks the signature over the raw bytes as sent", async () => {
    const webhooks = new Webhooks({ secret });
    const payloads: unknown[] = [];
    webhooks.onAny(({ payload }) => void payloads.push(payload));
    const { send } = await start(webhooks);
    // Whitespace and escapes that a parse-and-reserialise round trip would change.
    const raw = '{ "title" :\t"caf\\u00e9",\n "n": 1.50 }';
    expect((await send({ headers: deliveryHeaders(raw), body: raw })).status).toBe(200);
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect((await send({ headers: deliveryHeaders(reserialised), body: raw })).status).toBe(401);
    expect(payloads).toEqual([{ title: "café", n: 1.5 }]);
  });

  it("answers 400 to a correctly signed body that is not a JSON object", async () => {
    const { send } = await start(new Webhooks({ secret }));
    for (const invalid of ["{not json", "", "[1,2]", "null", "42"]) {
      const answer = await send({ headers: deliveryHeaders(invalid), body: invalid });
      expect(answer.status, invalid).toBe(400);
      expect(answer.json["error"]).toMatch(/JSON/);
    }
  });

  it("answers 413 to a body over the limit, declared or streamed", async () => {
    const webhooks = new Webhooks({ secret });
    let handled = false;
    webhooks.onAny(() => void (handled = true));
    const { send } = await start(webhooks, { limit: 1024 });
    const large = JSON.stringify({ data: "x".repeat(2000) });
    const declared = await send({ headers: deliveryHeaders(large), body: large });
    expect(declared.status).toBe(413);
    expect(declared.json["error"]).toMatch(/1024 bytes/);

    const streamed = await send({
      headers: deliveryHeaders(large),
      body: streamOf([large.slice(0, 600), large.slice(600)]),
    });
    expect(streamed.status).toBe(413);
    expect(handled).toBe(false);

    const small = JSON.stringify({ data: "x".repeat(1000) });
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(1024);
    expect((await send({ headers: deliveryHeaders(small), body: small })).status).toBe(200);
  });

  it("answers 500 with the handler's message when a handler fails, and keeps serving", async () => {
    const webhooks = new Webhooks({ secret });
    webhooks.on("issues", () => {
      throw new Error("database unavailable");
    });
    webhooks.on("push", () => undefined);
    const { send } = await start(webhooks);

    const failed = await send({ headers: deliveryHeaders(body), body });
    expect(failed.status).toBe(500);
    expect(failed.json["error"]).toMatch(/database unavailable/);
    expect(log.at("error").join("\n")).toMatch(/delivery-1 \(issues\).*database unavailable/s);

    const push = JSON.stringify({ ref: "refs/heads/main" });
    expect((await send({ headers: deliveryHeaders(push, { event: "push" }), body: push })).status).toBe(200);
  });

  it("answers with a handler error's own HTTP status", async () => {
    const webhooks = new Webhooks({ secret });
    webhooks.on("issues", () => {
      throw Object.assign(new Error("not for this installation"), { status: 403 });
    });
    webhooks.on("push", () => {
      throw Object.assign(new Error("odd status"), { status: 42 });
    });
    const { send } = await start(webhooks);
    expect((await send({ headers: deliveryHeaders(body), body })).status).toBe(403);
    const push = "{}";
    expect((await send({ headers: deliveryHeaders(push, { event: "push" }), body: push })).status).toBe(500);
  });

  it("answers 202 when handlers outlast the timeout, and still reports how they end", async () => {
    const webhooks = new Webhooks({ secret });
    const release = deferred();
    let finished = false;
    webhooks.on("issues", async () => {
      await release.promise;
      finished = true;
      throw new Error("failed after the answer");
    });
    const { send } = await start(webhooks, { timeout: 50 });

    const answer = await send({ headers: deliveryHeaders(body), body });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ ok: true, pending: true });
    expect(finished).toBe(false);
    release.resolve();
    expect(await log.waitFor("error", /failed after the answer/)).toMatch(/delivery-1 \(issues\) failed \(500\)/);
    expect(finished).toBe(true);
  });
});

function streamOf(parts: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
    },
  });
}
