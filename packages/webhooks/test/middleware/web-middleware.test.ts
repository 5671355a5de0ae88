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
});
