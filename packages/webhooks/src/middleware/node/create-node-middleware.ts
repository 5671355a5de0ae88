import type { IncomingMessage, ServerResponse } from "node:http";
import { createDeliveryHandler } from "../create-delivery-handler.js";
import { ok, type DeliveryResponse } from "../delivery-response.js";
import { getPathname } from "../get-pathname.js";
import { resolveMiddlewareOptions, type MiddlewareOptions, type MiddlewareWebhooks } from "../middleware-options.js";
import { NodeDeliveryRequest } from "./node-delivery-request.js";

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

const contentType = "application/json; charset=utf-8";
// Flat [name, value, ...] lists: the cheapest form of headers writeHead takes.
const okHeaders = ["content-type", contentType, "content-length", String(Buffer.byteLength(ok.body))];

function headersFor({ status, body }: DeliveryResponse): string[] {
  if (body === ok.body) return okHeaders;
  const headers = ["content-type", contentType, "content-length", String(Buffer.byteLength(body))];
  // A refused oversized body was left unread: drop it with the connection rather than read it.
  if (status === 413) headers.push("connection", "close");
  return headers;
}

function sendNodeResponse(response: ServerResponse, answer: DeliveryResponse): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(answer.status, headersFor(answer));
  response.end(answer.body);
}
