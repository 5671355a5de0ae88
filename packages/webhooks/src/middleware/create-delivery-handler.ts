import type { Logger } from "../create-logger.js";
import { deliver, Webhooks } from "../webhooks.js";
import { Deadlines } from "./deadlines.js";
import type { DeliveryRequest } from "./delivery-request.js";
import { DeliveryError, errorResponse, type Answer, type DeliveryResponse } from "./delivery-response.js";
import { dispatchDelivery, type RunDelivery } from "./dispatch-delivery.js";
import type { MiddlewareWebhooks, ResolvedMiddlewareOptions } from "./middleware-options.js";
import { readDeliveryHead } from "./read-delivery.js";

/** The runtime-independent middleware core: a request on the middleware's path in, one answer out. */
export type DeliveryHandler = (request: DeliveryRequest, answer: Answer) => void;

/**
 * Builds the middleware core. It answers synchronously where it can (a refused request; a body
 * already read and synchronous handlers), so a fast delivery costs no promise of its own.
 */
export function createDeliveryHandler(
  webhooks: MiddlewareWebhooks,
  { vocabulary, path, log, timeout, limit }: ResolvedMiddlewareOptions,
): DeliveryHandler {
  const run = deliveryRunner(webhooks);
  // A tenth of the timeout, at most 100 ms: a 9-second timeout answers 202 within 9.1 seconds.
  const deadlines = new Deadlines(Math.max(1, Math.min(100, timeout / 10)));
  return function handleDelivery(request, answer) {
    // The sender's deadline runs from the moment it sent the request, body reading included.
    const deadline = Date.now() + timeout;
    let head;
    try {
      head = readDeliveryHead(request, vocabulary, path, limit);
    } catch (error) {
      answer(refusal(error, log));
      return;
    }
    request.readBody(limit, (error, payload) => {
      if (payload === undefined) answer(refusal(error, log, `delivery ${head.id} (${head.name})`));
      // A literal, not `{ ...head, payload }`: V8 gives spread copies a new hidden class at times,
      // and every later read of the delivery then misses its inline caches.
      else
        dispatchDelivery(
          run,
          { id: head.id, name: head.name, signature: head.signature, payload },
          deadline,
          deadlines,
          log,
          answer,
        );
    });
  };
}

/**
 * How the middleware hands a delivery on: a `Webhooks` instance's synchronous path, which costs
 * no promise when every handler is synchronous, else `verifyAndReceive`.
 */
function deliveryRunner(webhooks: MiddlewareWebhooks): RunDelivery {
  if (typeof webhooks?.verifyAndReceive !== "function") {
    throw new TypeError("the webhooks middleware needs a Webhooks instance as its first argument");
  }
  if (webhooks instanceof Webhooks) return (delivery) => webhooks[deliver](delivery);
  return (delivery) => webhooks.verifyAndReceive(delivery);
}

/** One line for a refused request, naming the delivery once its headers were read. */
function refusal(error: unknown, log: Logger, label = "delivery"): DeliveryResponse {
  if (error instanceof DeliveryError) {
    log.warn(`${label} refused (${error.status}): ${error.message}`);
    return errorResponse(error.status, error.message);
  }
  log.error("delivery could not be handled", error);
  return errorResponse(500, "Internal error while handling the delivery");
}
