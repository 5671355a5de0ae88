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
  const stop = (): void => {
    request.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
  };
  const fail = (error: unknown): void => {
    stop();
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
    stop();
    done(undefined, collector.bytes());
  }
  function onError(error: Error): void {
    fail(new DeliveryError(400, `The request body could not be read: ${error.message}`));
  }
  function onClose(): void {
    fail(new DeliveryError(400, "The request was aborted before its body was complete"));
  }
  request.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
}
