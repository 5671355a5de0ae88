import type { IncomingMessage, ServerResponse } from "node:http";
import { createDeliveryHandler } from "../create-delivery-handler.js";
import { getPathname } from "../get-pathname.js";
import type { MiddlewareOptions } from "../middleware-options.js";
import type { MiddlewareWebhooks } from "../middleware-webhooks.js";
import { resolveMiddlewareOptions } from "../resolve-middleware-options.js";
import { NodeDeliveryRequest } from "./node-delivery-request.js";
import { sendNodeResponse } from "./send-node-response.js";

/**
 * Handles a request on the middleware's path and resolves `true` once it answered; returns
 * `false` at once (after calling `next`, when given) for any other path.
 */
export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next?: (error?: unknown) => void,
) => false | Promise<true>;

/** Middleware receiving deliveries for `http.createServer`, Express and Connect-style frameworks. */
export function createNodeMiddleware(webhooks: MiddlewareWebhooks, options?: MiddlewareOptions): NodeMiddleware {
  const resolved = resolveMiddlewareOptions(webhooks, options);
  const handleDelivery = createDeliveryHandler(webhooks, resolved);
  return function hostWebhooksMiddleware(request, response, next) {
    // Express strips a mount path from `url` and keeps the full target in `originalUrl`.
    const url = (request as { originalUrl?: unknown }).originalUrl;
    if (getPathname(typeof url === "string" ? url : (request.url ?? "/")) !== resolved.path) {
      next?.();
      return false;
    }
    return new Promise((resolve) => {
      handleDelivery(new NodeDeliveryRequest(request), (answer) => {
        sendNodeResponse(response, answer);
        resolve(true);
      });
    });
  };
}
