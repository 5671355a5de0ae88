import type { Logger } from "../create-logger.js";
import type { WebhookError } from "../webhook-error.js";
import type { RegisteredHandler } from "./handler-registry.js";
import { isPromiseLike } from "./is-promise-like.js";

/**
 * Calls each error handler with `error` and returns at once: error handlers must never hold up
 * `receive`. Their own failures are logged, as there is nobody left to reject to.
 */
export function emitError(handlers: readonly RegisteredHandler[], error: WebhookError, log: Logger): void {
  const report = (failure: unknown) => log.error("an onError handler failed:", failure);
  for (const handler of handlers) {
    try {
      const result = (handler as (error: WebhookError) => unknown)(error);
      if (isPromiseLike(result)) result.then(undefined, report);
    } catch (failure) {
      report(failure);
    }
  }
}
