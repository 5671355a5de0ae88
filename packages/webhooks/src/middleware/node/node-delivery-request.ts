import type { IncomingMessage } from "node:http";
import { BodyCollector, type BodyCallback, type DeliveryRequest } from "../delivery-request.js";
import { DeliveryError, payloadTooLarge } from "../delivery-response.js";

/** A Node request (or a framework's) as the middleware core reads it. */
export class NodeDeliveryRequest implements DeliveryRequest {
  constructor(readonly request: FrameworkRequest) {}

  get method(): string {
    return this.request.method ?? "GET";
  }

  header(name: string): string | undefined {
    const value = this.request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  }

  readBody(limit: number, done: BodyCallback): void {
    readNodeBody(this.request, limit, done);
  }
}

/** A request as frameworks leave it once a body parser has run. */
export type FrameworkRequest = IncomingMessage & { rawBody?: unknown; body?: unknown };

const alreadyParsed =
  "The request body was already consumed by a body parser, so its raw bytes cannot be verified. " +
  "Mount the webhooks middleware before the body parser, or keep the raw body as req.rawBody " +
  "(e.g. express.json({ verify: (req, res, buf) => { req.rawBody = buf } }))";

/**
 * The raw body of a delivery: `req.rawBody` or a Buffer/string `req.body` left by a framework,
 * else the request stream itself. A body that a parser consumed without keeping its raw bytes
 * is a set-up error of the receiving application (500), not a fault of the delivery.
 */
function readNodeBody(request: FrameworkRequest, limit: number, done: BodyCallback): void {
  const raw = rawBodyOf(request);
  if (raw !== undefined) {
    const size = typeof raw === "string" ? Buffer.byteLength(raw) : raw.byteLength;
    if (size > limit) done(payloadTooLarge(limit));
    else done(undefined, raw);
  } else if (request.body !== undefined || request.readableEnded) {
    done(new DeliveryError(500, alreadyParsed));
  } else {
    readStreamBody(request, limit, done);
  }
}

function rawBodyOf({ rawBody, body }: FrameworkRequest): Uint8Array | string | undefined {
  if (isRaw(rawBody)) return rawBody;
  if (isRaw(body)) return body;
  return undefined;
}

function isRaw(value: unknown): value is Uint8Array | string {
  return typeof value === "string" || value instanceof Uint8Array;
}

/**
 * Reads a request body as it streams in and calls `done` once. Past `limit` bytes it stops
 * reading (the answer then closes the connection), so an oversized body is never held in memory.
 */
function readStreamBody(request: IncomingMessage, limit: number, done: BodyCallback): void {
  const collector = new BodyCollector(limit);
  // Once settled, later events (the request's own "close" after the answer) are ignored: cheaper
  // than removing four listeners from every request.
  let settled = false;
  const fail = (error: unknown): void => {
    if (settled) return;
    settled = true;
    request.off("data", onData);
    request.pause();
    done(error);
  };
  function onData(chunk: Buffer): void {
    try {
      collector.push(chunk);
    } catch (error) {
      fail(error);
    }
  }
  function onEnd(): void {
    if (settled) return;
    settled = true;
    done(undefined, collector.bytes());
  }
  // Errors are made only when they are reported: a request emits "close" after every answer.
  function onError(error: Error): void {
    if (!settled) fail(new DeliveryError(400, `The request body could not be read: ${error.message}`));
  }
  function onClose(): void {
    if (!settled) fail(new DeliveryError(400, "The request was aborted before its body was complete"));
  }
  request.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
}
