import type { ServerResponse } from "node:http";
import type { DeliveryResponse } from "../delivery-response.js";
import { ok } from "../dispatch-delivery.js";

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

export function sendNodeResponse(response: ServerResponse, answer: DeliveryResponse): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(answer.status, headersFor(answer));
  response.end(answer.body);
}
