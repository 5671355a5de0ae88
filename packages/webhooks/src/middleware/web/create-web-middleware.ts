import { createDeliveryHandler } from "../create-delivery-handler.js";
import { getPathname } from "../get-pathname.js";
import type { MiddlewareOptions } from "../middleware-options.js";
import type { MiddlewareWebhooks } from "../middleware-webhooks.js";
import { resolveMiddlewareOptions } from "../resolve-middleware-options.js";
import { webDeliveryRequest } from "./web-delivery-request.js";

/**
 * Answers a request on the middleware's path; resolves `undefined` for any other path so a
 * router can fall through to its next route (`(await middleware(request)) ?? next()`).
 */
export type WebMiddleware = (request: Request) => Promise<Response | undefined>;

/** Middleware receiving deliveries in Fetch-API runtimes (`Request` in, `Response` out). */
export function createWebMiddleware(webhooks: MiddlewareWebhooks, options?: MiddlewareOptions): WebMiddleware {
  const resolved = resolveMiddlewareOptions(options);
  const handleDelivery = createDeliveryHandler(webhooks, resolved);
  return async function hostWebhooksMiddleware(request) {
    if (getPathname(request.url) !== resolved.path) return undefined;
    const { status, body } = await handleDelivery(webDeliveryRequest(request));
    return new Response(body, { status, headers: { "content-type": "application/json; charset=utf-8" } });
  };
}
