import { request, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeMiddleware } from "../../src/middleware/node/create-node-middleware.js";
import { Webhooks } from "../../src/webhooks.js";
import { deliveryHeaders, secret } from "../helpers/delivery.js";
import { listen, type RunningServer } from "../helpers/listen.js";
import { postChunks } from "../helpers/post-chunks.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";

const path = "/api/host/webhooks";
const silent = { log: createRecordingLogger() };
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

function recordingWebhooks(): { webhooks: Webhooks; payloads: unknown[] } {
  const webhooks = new Webhooks({ secret });
  const payloads: unknown[] = [];
  webhooks.onAny(({ payload }) => void payloads.push(payload));
  return { webhooks, payloads };
}

describe("createNodeMiddleware in a plain node:http server", () => {
  it("needs a Webhooks instance and valid options", () => {
    expect(() => createNodeMiddleware(undefined as unknown as Webhooks)).toThrow(/needs a Webhooks instance/);
    const webhooks = new Webhooks({ secret });
    expect(() => createNodeMiddleware(webhooks, { path: "hooks" })).toThrow('options.path must start with "/"');
    expect(() => createNodeMiddleware(webhooks, { timeout: -1 })).toThrow(/options.timeout must be a non-negative/);
    expect(() => createNodeMiddleware(webhooks, { limit: Number.NaN })).toThrow(/options.limit must be a non-negative/);
  });

  it("returns false at once and calls next outside its path, and resolves true once it answered", async () => {
    const middleware = createNodeMiddleware(new Webhooks({ secret }), silent);
    const results: unknown[] = [];
    running = await listen((req, res) => {
      const result = middleware(req, res, () => res.writeHead(204).end());
      results.push(result === false ? false : "promise");
      if (result !== false) void result.then((value) => results.push(value));
    });
    expect((await fetch(`${running.origin}/elsewhere`)).status).toBe(204);
    const body = "{}";
    expect((await fetch(running.origin + path, { method: "POST", headers: deliveryHeaders(body), body })).status).toBe(
      200,
    );
    expect(results).toEqual([false, "promise", true]);
  });

  it("reads headers as Node does, whatever their case, with a repeated header joined and a repeated content type's first kept", async () => {
    const webhooks = new Webhooks({ secret });
    const names: string[] = [];
    webhooks.onAny(({ name }) => void names.push(name));
    const middleware = createNodeMiddleware(webhooks, silent);
    running = await listen((req, res) => void middleware(req, res));
    const body = '{"action":"opened"}';
    const head = (lines: string[]) =>
      [
        `POST ${path} HTTP/1.1`,
        "Host: localhost",
        `Content-Length: ${body.length}`,
        "Connection: close",
        ...lines,
        "",
        body,
      ].join("\r\n");
    const signature = `X-HOST-SIGNATURE-256: ${deliveryHeaders(body)["x-host-signature-256"]}`;
    const status = async (text: string) =>
      Number(/^HTTP\/1\.1 (\d+)/.exec(await rawExchange(running as RunningServer, text))?.[1]);

    expect(
      await status(head(["content-TYPE: application/json", "x-Host-Event: issues", "X-Host-Delivery: d1", signature])),
    ).toBe(200);
    expect(
      await status(
        head([
          "Content-Type: application/json",
          "Content-Type: text/plain",
          "x-host-event: push",
          "x-host-delivery: d2",
          signature,
        ]),
      ),
    ).toBe(200);
    expect(
      await status(
        head([
          "Content-Type: text/plain",
          "Content-Type: application/json",
          "x-host-event: push",
          "x-host-delivery: d3",
          signature,
        ]),
      ),
    ).toBe(415);
    expect(
      await status(
        head([
          "Content-Type: application/json",
          "x-host-event: issues",
          "X-Host-Event: push",
          "x-host-delivery: d4",
          signature,
        ]),
      ),
    ).toBe(200);
    expect(names).toEqual(["issues", "push", "issues, push"]);
  });

  it("keeps multi-byte characters split across chunks", async () => {
    const { webhooks, payloads } = recordingWebhooks();
    const middleware = createNodeMiddleware(webhooks, silent);
    running = await listen((req, res) => void middleware(req, res));
    const bytes = Buffer.from(JSON.stringify({ text: "é漢🎉" }));
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));

    const answer = await postChunks(running.origin + path, deliveryHeaders(bytes), chunks);

    expect(answer.status).toBe(200);
    expect(payloads).toEqual([{ text: "é漢🎉" }]);
  });

  it("delivers any JSON object intact, however the body is split (property)", async () => {
    const { webhooks, payloads } = recordingWebhooks();
    const middleware = createNodeMiddleware(webhooks, silent);
    running = await listen((req, res) => void middleware(req, res));
    const origin = running.origin;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ unit: "binary" }), fc.jsonValue()),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (payload, cuts) => {
          const bytes = Buffer.from(JSON.stringify(payload));
          const answer = await postChunks(origin + path, deliveryHeaders(bytes), split(bytes, cuts));
          expect(answer.status).toBe(200);
          expect(payloads.pop()).toEqual(JSON.parse(JSON.stringify(payload)));
        },
      ),
      { numRuns: 20 },
    );
    // Each run waits between network writes; a busy machine needs more than the default 5 s.
  }, 30_000);

  it("refuses an endless body with 413 once past the limit, without reading the rest", async () => {
    const middleware = createNodeMiddleware(new Webhooks({ secret }), { ...silent, limit: 64 * 1024 });
    let served: Socket | undefined;
    running = await listen((req, res) => {
      served = req.socket;
      void middleware(req, res);
    });
    const headers = deliveryHeaders("{}");

    const { status, body, sent } = await postEndlessly(running.origin + path, headers);

    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: "Payload too large: deliveries are limited to 65536 bytes" });
    // The server stopped reading near the limit, while the client went on sending.
    const bytesRead = served?.bytesRead ?? Infinity;
    expect(bytesRead).toBeLessThan(4 * 1024 * 1024);
    expect(sent).toBeGreaterThan(bytesRead);
  });

  it("refuses a declared oversized body before it arrives", async () => {
    const middleware = createNodeMiddleware(new Webhooks({ secret }), silent);
    running = await listen((req, res) => void middleware(req, res));
    const headers = { ...deliveryHeaders("{}"), "content-length": String(26 * 1024 * 1024) };
    const answer = await postChunks(running.origin + path, headers, [Buffer.from('{"a":')]).catch(
      (error: unknown) => error,
    );
    expect(answer).toMatchObject({ status: 413, headers: { connection: "close" } });
  });

  it("keeps serving after a client aborts in the middle of a body", async () => {
    const middleware = createNodeMiddleware(new Webhooks({ secret }), silent);
    running = await listen((req, res) => void middleware(req, res));
    const aborted = request(running.origin + path, { method: "POST", headers: deliveryHeaders("{}") });
    aborted.on("error", () => undefined);
    aborted.write('{"partial":');
    await new Promise((resolve) => setTimeout(resolve, 20));
    aborted.destroy();
    const body = "{}";
    const answer = await fetch(running.origin + path, { method: "POST", headers: deliveryHeaders(body), body });
    expect(answer.status).toBe(200);
  });
});

describe("createNodeMiddleware in Express", () => {
  const raw = '{ "action" : "opened",\n"number": 1 }';

  async function serve(app: express.Express): Promise<string> {
    running = await listen(app);
    return running.origin;
  }

  async function deliver(origin: string, body = raw): Promise<{ status: number; json: { error?: string } }> {
    const response = await fetch(origin + path, { method: "POST", headers: deliveryHeaders(body), body });
    return { status: response.status, json: (await response.json()) as { error?: string } };
  }

  it("works mounted before the body parser, and passes other routes on", async () => {
    const { webhooks, payloads } = recordingWebhooks();
    const app = express();
    app.use(createNodeMiddleware(webhooks, silent));
    app.use(express.json());
    app.post("/other", (req, res) => void res.json({ echoed: req.body as unknown }));
    const origin = await serve(app);

    expect((await deliver(origin)).status).toBe(200);
    expect(payloads).toEqual([{ action: "opened", number: 1 }]);
    const other = await fetch(`${origin}/other`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(await other.json()).toEqual({ echoed: { a: 1 } });
  });

  it("matches its full path when Express mounts it under a prefix", async () => {
    const { webhooks, payloads } = recordingWebhooks();
    const app = express();
    app.use("/api", createNodeMiddleware(webhooks, silent));
    app.use((_req, res) => void res.status(404).json({ fellThrough: true }));
    const origin = await serve(app);
    expect((await deliver(origin)).status).toBe(200);
    expect(payloads).toHaveLength(1);
    const other = await fetch(`${origin}/api/other`, { method: "POST" });
    expect(await other.json()).toEqual({ fellThrough: true });
  });

  it("verifies the raw body kept by express.json({ verify })", async () => {
    const { webhooks, payloads } = recordingWebhooks();
    const app = express();
    app.use(
      express.json({
        verify: (req, _res, buf) => {
          (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
        },
      }),
    );
    app.use(createNodeMiddleware(webhooks, silent));
    const origin = await serve(app);

    expect((await deliver(origin)).status).toBe(200);
    expect(payloads).toEqual([{ action: "opened", number: 1 }]);
    const forged = await fetch(origin + path, {
      method: "POST",
      headers: deliveryHeaders(JSON.stringify(JSON.parse(raw))),
      body: raw,
    });
    expect(forged.status).toBe(401);
  });

  it("uses a body that express.text or express.raw left as a string or Buffer", async () => {
    for (const parser of [express.text({ type: "application/json" }), express.raw({ type: "application/json" })]) {
      const { webhooks, payloads } = recordingWebhooks();
      const app = express();
      app.use(parser);
      app.use(createNodeMiddleware(webhooks, silent));
      const server = await listen(app);
      expect((await deliver(server.origin)).status).toBe(200);
      expect(payloads).toEqual([{ action: "opened", number: 1 }]);
      await server.close();
    }
  });

  it("answers 500 explaining where to mount it when express.json() parsed the body first", async () => {
    const log = createRecordingLogger();
    const app = express();
    app.use(express.json());
    app.use(createNodeMiddleware(new Webhooks({ secret }), { log }));
    const origin = await serve(app);

    const answer = await deliver(origin);
    expect(answer.status).toBe(500);
    expect(answer.json.error).toMatch(/Mount the webhooks middleware before the body parser/);
    expect(answer.json.error).toMatch(/rawBody/);
  });

  it("keeps serving after a handler fails", async () => {
    const webhooks = new Webhooks({ secret });
    let calls = 0;
    webhooks.on("issues", () => {
      calls += 1;
      if (calls === 1) throw new Error("first call fails");
    });
    const app = express();
    app.use(createNodeMiddleware(webhooks, silent));
    const origin = await serve(app);
    expect((await deliver(origin)).status).toBe(500);
    expect((await deliver(origin)).status).toBe(200);
  });
});

/** Sends `text` as it is over a new connection and resolves the whole answer. */
async function rawExchange({ origin }: RunningServer, text: string): Promise<string> {
  const { connect } = await import("node:net");
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket
      .setEncoding("utf8")
      .on("data", (chunk: string) => (answer += chunk))
      .on("end", () => resolve(answer))
      .on("error", reject);
  });
}

function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) parts.push(bytes.subarray(start, point));
    start = point;
  }
  return parts;
}

/** Sends `{"data":"xxxx…` without end until the server answers, then reports how much was sent. */
function postEndlessly(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, "x");
    const outgoing = request(url, { method: "POST", headers }, (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body, sent });
      });
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = (): void => {
      while (!answered && !outgoing.destroyed && sent < 256 * 1024 * 1024) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once("drain", pump);
          return;
        }
      }
    };
    outgoing.write('{"data":"');
    pump();
  });
}
