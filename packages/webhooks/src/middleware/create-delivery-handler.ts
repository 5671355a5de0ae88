import { Deadlines } from "./deadlines.js";
import { DeliveryError } from "./delivery-error.js";
import type { DeliveryRequest } from "./delivery-request.js";
import type { DeliveryResponse } from "./delivery-response.js";
import { dispatchDelivery } from "./dispatch-delivery.js";
import { errorResponse } from "./error-response.js";
import type { MiddlewareWebhooks } from "./middleware-webhooks.js";
import { readDelivery } from "./read-delivery.js";
import type { ResolvedMiddlewareOptions } from "./resolve-middleware-options.js";

/** The runtime-independent middleware core: a request on the middleware's path in, an answer out. */
export function createDeliveryHandler(
  webhooks: MiddlewareWebhooks,
  { path, log, timeout, limit }: ResolvedMiddlewareOptions,
): (request: DeliveryRequest) => Promise<DeliveryResponse> {
  if (typeof webhooks?.verifyAndReceive !== "function") {
    throw new TypeError("the webhooks middleware needs a Webhooks instance as its first argument");
  }
  // A tenth of the timeout, at most 100 ms: a 9-second timeout answers 202 within 9.1 seconds.
  const deadlines = new Deadlines(Math.max(1, Math.min(100, timeout / 10)));
  return async function handleDelivery(request) {
    // The sender's deadline runs from the moment it sent the request, body reading included.
    const deadline = Date.now() + timeout;
    try {
      const delivery = await readDelivery(request, path, limit);
      return await dispatchDelivery(webhooks, delivery, deadline, deadlines, log);
    } catch (error) {
      if (error instanceof DeliveryError) {
        log.warn(`delivery refused (${error.status}): ${error.message}`);
        return errorResponse(error.status, error.message);
      }
      log.error("delivery could not be handled", error);
      return errorResponse(500, "Internal error while handling the delivery");
    }
  };
}
