import { createDeliveryHandler } from "../create-delivery-handler.js";
import type { DeliveryResponse } from "../delivery-response.js";
import { getPathname } from "../get-pathname.js";
import { resolveMiddlewareOptions, type MiddlewareOptions, type MiddlewareWebhooks } from "../middleware-options.js";
import { WebDeliveryRequest } from "./web-delivery-request.js";

/**
 * Keeps a runtime working on a promise after the response is sent: `ctx.waitUntil` of a
 * Cloudflare Worker, `waitUntil` of `@vercel/functions`, an event's `waitUntil` in a service worker.
 */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Options of `createWebMiddleware`: those of both middlewares, and `waitUntil`. */
export interface WebMiddlewareOptions extends MiddlewareOptions {
  /**
   * Given the handlers still running when a delivery is answered 202 after `timeout`, so a runtime
   * that stops work once a response is sent lets them finish. A `waitUntil` passed with the request wins.
   */
  waitUntil?: WaitUntil;
}

/**
 * Answers a request on the middleware's path; resolves `undefined` for any other path so a
 * router can fall through to its next route (`(await middleware(request)) ?? next()`).
 * `context` is the request's execution context where the runtime has one (a Worker's `ctx`).
 */
export type WebMiddleware = (request: Request, context?: { waitUntil: WaitUntil }) => Promise<Response | undefined>;

// A list of pairs: the cheapest headers a Response is built from (a record costs a third more).
const jsonHeaders: [string, string][] = [["content-type", "application/json; charset=utf-8"]];

/** Middleware receiving deliveries in Fetch-API runtimes (`Request` in, `Response` out). */
export function createWebMiddleware(webhooks: MiddlewareWebhooks, options?: WebMiddlewareOptions): WebMiddleware {
  const resolved = resolveMiddlewareOptions(webhooks, options);
  const handleDelivery = createDeliveryHandler(webhooks, resolved);
  return async function hostWebhooksMiddleware(request, context) {
    if (getPathname(request.url) !== resolved.path) return undefined;
    const { status, body, pending } = await new Promise<DeliveryResponse>((resolve) => {
      handleDelivery(new WebDeliveryRequest(request), resolve);
    });
    if (pending) {
      // Called as a method: a Worker's ctx.waitUntil needs its `this`.
      if (context) context.waitUntil(pending);
      else options?.waitUntil?.(pending);
    }
    return new Response(body, { status, headers: jsonHeaders });
  };
}
