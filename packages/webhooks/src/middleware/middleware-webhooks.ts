import { deliver, Webhooks, type SignedWebhookEvent } from "../webhooks.js";

/** What the middleware uses of a `Webhooks` instance. */
export type MiddlewareWebhooks = Pick<Webhooks, "verifyAndReceive">;

/** Runs a delivery's handlers; returns a promise only when some are still running. */
export type RunDelivery = (delivery: SignedWebhookEvent) => void | Promise<void>;

/**
 * How the middleware hands a delivery on: a `Webhooks` instance's synchronous path, which costs
 * no promise when every handler is synchronous, else `verifyAndReceive`.
 */
export function deliveryRunner(webhooks: MiddlewareWebhooks): RunDelivery {
  if (typeof webhooks?.verifyAndReceive !== "function") {
    throw new TypeError("the webhooks middleware needs a Webhooks instance as its first argument");
  }
  if (webhooks instanceof Webhooks) return (delivery) => webhooks[deliver](delivery);
  return (delivery) => webhooks.verifyAndReceive(delivery);
}
