import { describe, expect, it } from "vitest";
import { createWebMiddleware } from "../../src/middleware/web/create-web-middleware.js";
import { Webhooks } from "../../src/webhooks.js";
import { deliveryHeaders, secret } from "../helpers/delivery.js";
import { createRecordingLogger } from "../helpers/recording-logger.js";

const url = "https://example.com/api/host/webhooks";
const options = { log: createRecordingLogger() };

describe("createWebMiddleware", () => {
  it("resolves undefined outside its path so a router can fall through", async () => {
    const middleware = createWebMiddleware(new Webhooks({ secret }), options);
    const body = "{}";
    for (const other of ["https://example.com/", "https://example.com/api/host/webhooks/x?y=1"]) {
      expect(await middleware(new Request(other, { method: "POST", headers: deliveryHeaders(body), body }))).toBe(
        undefined,
      );
    }
  });

  it("answers with a JSON Response", async () => {
    const middleware = createWebMiddleware(new Webhooks({ secret }), options);
    const body = '{"zen":"Keep it logically awesome."}';
    const response = await middleware(new Request(url, { method: "POST", headers: deliveryHeaders(body), body }));
    expect(response).toBeInstanceOf(Response);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response?.json()).toEqual({ ok: true });
  });

  it("cancels an endless body as soon as it passes the limit", async () => {
    const middleware = createWebMiddleware(new Webhooks({ secret }), { ...options, limit: 64 * 1024 });
    let pulled = 0;
    let cancelled = false;
    const chunk = new Uint8Array(16 * 1024).fill(0x78);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(url, { method: "POST", headers: deliveryHeaders("{}"), body: endless, duplex: "half" });

    const response = await middleware(request);

    expect(response?.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 3 * chunk.length);
  });

  it("refuses a declared oversized body without reading it", async () => {
    const middleware = createWebMiddleware(new Webhooks({ secret }), { ...options, limit: 1024 });
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const headers = { ...deliveryHeaders("{}"), "content-length": "4096" };
    const response = await middleware(new Request(url, { method: "POST", headers, body, duplex: "half" }));
    expect(response?.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it("answers 500 when something read the body before it", async () => {
    const middleware = createWebMiddleware(new Webhooks({ secret }), options);
    const body = "{}";
    const request = new Request(url, { method: "POST", headers: deliveryHeaders(body), body });
    await request.text();
    const response = await middleware(request);
    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({
      error: "The request body was already read before the webhooks middleware ran",
    });
  });

  describe("handlers that outlast the timeout", () => {
    const slowDelivery = () => {
      const body = '{"zen":"Slow is smooth."}';
      return new Request(url, { method: "POST", headers: deliveryHeaders(body), body });
    };
    const slowWebhooks = (finished: string[]) => {
      const webhooks = new Webhooks({ secret });
      webhooks.onAny(async () => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        finished.push("handler");
      });
      return webhooks;
    };

    it("gives them to the request's waitUntil after the 202, called on its context", async () => {
      const finished: string[] = [];
      const log = createRecordingLogger();
      const middleware = createWebMiddleware(slowWebhooks(finished), { log, timeout: 10 });
      const waited: Promise<unknown>[] = [];
      const context = {
        waitUntil(this: unknown, promise: Promise<unknown>) {
          expect(this).toBe(context);
          waited.push(promise);
        },
      };

      const response = await middleware(slowDelivery(), context);

      expect(response?.status).toBe(202);
      expect(finished).toEqual([]);
      expect(waited).toHaveLength(1);
      await waited[0];
      expect(finished).toEqual(["handler"]);
      expect(log.at("info").some((line) => /handled after the 202 answer/.test(line))).toBe(true);
    });

    it("uses the waitUntil option when the request brings none", async () => {
      const finished: string[] = [];
      const waited: Promise<unknown>[] = [];
      const middleware = createWebMiddleware(slowWebhooks(finished), {
        ...options,
        timeout: 10,
        waitUntil: (promise) => waited.push(promise),
      });

      expect((await middleware(slowDelivery()))?.status).toBe(202);
      expect(waited).toHaveLength(1);
      await waited[0];
      expect(finished).toEqual(["handler"]);
    });

    it("waits for nothing when the handlers finish before the answer", async () => {
      const finished: string[] = [];
      const waited: Promise<unknown>[] = [];
      const middleware = createWebMiddleware(slowWebhooks(finished), {
        ...options,
        waitUntil: (promise) => waited.push(promise),
      });

      expect((await middleware(slowDelivery()))?.status).toBe(200);
      expect(finished).toEqual(["handler"]);
      expect(waited).toEqual([]);
    });

    it("hands over a promise that resolves even when a late handler fails, the failure logged", async () => {
      const log = createRecordingLogger();
      const webhooks = new Webhooks({ secret });
      webhooks.onAny(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("late failure");
      });
      const waited: Promise<unknown>[] = [];
      const middleware = createWebMiddleware(webhooks, {
        log,
        timeout: 10,
        waitUntil: (promise) => waited.push(promise),
      });

      expect((await middleware(slowDelivery()))?.status).toBe(202);
      await expect(waited[0]).resolves.toBeUndefined();
      expect(log.at("error").join("\n")).toMatch(/failed \(500\)/);
    });
  });
});
