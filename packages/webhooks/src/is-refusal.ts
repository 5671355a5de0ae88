import { WebhookPayloadError } from "./webhook-payload-error.js";
import { WebhookVerificationError } from "./webhook-verification-error.js";

/**
 * Whether a delivery was refused for what it is (a signature that does not match, a payload that is
 * not a JSON object) rather than failed in a handler. A refusal is the sender's to fix and is logged
 * as one line: these errors carry the payload, which stays out of the logs, and their stack says nothing.
 */
export function isRefusal(error: unknown): error is WebhookVerificationError | WebhookPayloadError {
  return error instanceof WebhookVerificationError || error instanceof WebhookPayloadError;
}
