import type { ServerResponse } from "node:http";
import type { DeliveryResponse } from "../delivery-response.js";

export function sendNodeResponse(response: ServerResponse, { status, body }: DeliveryResponse): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    // A refused oversized body was left unread: drop it with the connection rather than read it.
    ...(status === 413 ? { connection: "close" } : undefined),
  });
  response.end(body);
}
