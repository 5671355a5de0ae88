import type { Logger } from "../create-logger.js";
import { WebhookHandlerError } from "../webhook-handler-error.js";
import type { SignedWebhookEvent } from "../webhooks.js";
import type { DeliveryResponse } from "./delivery-response.js";
import { failureResponse } from "./failure-response.js";
import type { MiddlewareWebhooks } from "./middleware-webhooks.js";

const ok: DeliveryResponse = { status: 200, body: '{"ok":true}' };
const stillRunning: DeliveryResponse = { status: 202, body: '{"ok":true,"pending":true}' };

/**
 * Verifies the delivery and runs its handlers; answers 200 once all finished, the failure
 * when verification or a handler failed, or 202 once `deadline` (a `Date.now()` time) passed
 * while handlers still run. They then go on running, and their outcome is still logged.
 */
export async function dispatchDelivery(
  webhooks: MiddlewareWebhooks,
  delivery: SignedWebhookEvent & { id: string },
  deadline: number,
  log: Logger,
): Promise<DeliveryResponse> {
  const label = `delivery ${delivery.id} (${delivery.name})`;
  const outcome = webhooks.verifyAndReceive(delivery).then(
    () => ok,
    (error: unknown) => {
      const response = failureResponse(error);
      if (error instanceof WebhookHandlerError || response.status >= 500) {
        log.error(`${label} failed (${response.status})`, error);
      } else {
        log.warn(`${label} refused (${response.status})`, error);
      }
      return response;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DeliveryResponse>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), stillRunning);
  });
  const response = await Promise.race([outcome, timeout]);
  clearTimeout(timer);
  if (response === stillRunning) {
    log.info(`${label} answered 202: its handlers are still running`);
    void outcome.then((late) => {
      if (late === ok) log.info(`${label} handled after the 202 answer`);
    });
  }
  return response;
}
