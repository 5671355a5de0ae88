import type { IncomingMessage } from "node:http";
import { BodyCollector } from "../body-collector.js";
import { DeliveryError } from "../delivery-error.js";
import type { BodyCallback } from "../delivery-request.js";

/**
 * Reads a request body as it streams in and calls `done` once. Past `limit` bytes it stops
 * reading (the answer then closes the connection), so an oversized body is never held in memory.
 */
export function readStreamBody(request: IncomingMessage, limit: number, done: BodyCallback): void {
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
