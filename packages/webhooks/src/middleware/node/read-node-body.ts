import type { IncomingMessage } from "node:http";
import { DeliveryError } from "../delivery-error.js";
import type { BodyCallback } from "../delivery-request.js";
import { payloadTooLarge } from "../payload-too-large.js";
import { readStreamBody } from "./read-stream-body.js";

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
export function readNodeBody(request: FrameworkRequest, limit: number, done: BodyCallback): void {
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
