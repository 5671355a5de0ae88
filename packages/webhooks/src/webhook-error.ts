import type { WebhookHandlerError } from "./webhook-handler-error.js";
import type { WebhookVerificationError } from "./webhook-verification-error.js";

/** What `onError` handlers receive: failed handlers, or a delivery that failed verification. */
export type WebhookError = WebhookHandlerError | WebhookVerificationError;
