import type { Logger } from "../create-logger.js";
import { isRefusal, WebhookHandlerError } from "../webhook-errors.js";
import type { SignedWebhookEvent } from "../webhooks.js";
import type { Deadlines } from "./deadlines.js";
import { failureResponse, ok, stillRunning, type Answer, type DeliveryResponse } from "./delivery-response.js";

/** Runs a delivery's handlers; returns a promise only when some are still running. */
export type RunDelivery = (delivery: SignedWebhookEvent) => void | Promise<void>;

type Delivery = SignedWebhookEvent & { id: string };

/**
 * Verifies the delivery and runs its handlers; answers 200 once all finished, the failure
 * when verification or a handler failed, or 202 once `deadline` (a `Date.now()` time) passed
 * while handlers still run. They then go on running, and their outcome is still logged.
 * A delivery whose handlers all finish synchronously is answered before this returns.
 */
export function dispatchDelivery(
  run: RunDelivery,
  delivery: Delivery,
  deadline: number,
  deadlines: Deadlines,
  log: Logger,
  answer: Answer,
): void {
  let result: void | Promise<void>;
  try {
    result = run(delivery);
  } catch (error) {
    answer(failure(error, delivery, log));
    return;
  }
  if (result === undefined) {
    answer(ok);
    return;
  }
  let answered = false;
  const cancel = deadlines.add(deadline, () => {
    answered = true;
    log.info(`${label(delivery)} answered 202: its handlers are still running`);
    answer({ ...stillRunning, pending: running });
  });
  const running = Promise.resolve(result).then(
    () => settle(ok),
    (error: unknown) => settle(failure(error, delivery, log)),
  );
  function settle(response: DeliveryResponse): void {
    if (!answered) {
      cancel();
      answer(response);
    } else if (response === ok) {
      log.info(`${label(delivery)} handled after the 202 answer`);
    }
  }
}

function failure(error: unknown, delivery: Delivery, log: Logger): DeliveryResponse {
  const response = failureResponse(error);
  if (isRefusal(error)) {
    log.warn(`${label(delivery)} refused (${response.status}): ${error.message}`);
  } else if (error instanceof WebhookHandlerError || response.status >= 500) {
    log.error(`${label(delivery)} failed (${response.status})`, error);
  } else {
    // A handler's own 4xx: its message is the reason, as the answer gives it.
    log.warn(
      `${label(delivery)} refused (${response.status}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return response;
}

function label({ id, name }: Delivery): string {
  return `delivery ${id} (${name})`;
}
