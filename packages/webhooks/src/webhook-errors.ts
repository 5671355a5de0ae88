import type { EmitterWebhookEvent } from "./emitter-webhook-event.js";

/** What `onError` handlers receive: failed handlers, or a delivery that failed verification. */
export type WebhookError = WebhookHandlerError | WebhookVerificationError;

/** The `status` of the first handler error that carries an HTTP error status, else 500. */
function statusOf(errors: readonly unknown[]): number {
  for (const error of errors) {
    const status = (error as { status?: unknown } | null)?.status;
    if (Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599) return status as number;
  }
  return 500;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What `receive` rejects with when handlers fail: `.errors` holds every error thrown or rejected
 * by the handlers, each the original object; `.event` is the event they were handling.
 */
export class WebhookHandlerError extends AggregateError {
  override readonly name = "WebhookHandlerError";
  readonly event: EmitterWebhookEvent;
  /** The HTTP status to answer with: the first handler error's `status`, or 500. */
  readonly status: number;

  constructor(errors: readonly unknown[], event: EmitterWebhookEvent) {
    super(errors, `${errors.length} handler(s) failed for event "${event.name}": ${errors.map(describe).join("; ")}`);
    this.event = event;
    this.status = statusOf(errors);
  }
}

/** The delivery as it arrived, before verification: the payload is still the raw string. */
export interface UnverifiedWebhookEvent {
  id: string | undefined;
  name: string;
  payload: string;
}

/** A delivery whose signature does not match its payload and the secret. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  /** The HTTP status to answer with: 401 Unauthorized. */
  readonly status = 401;
  readonly event: UnverifiedWebhookEvent;

  constructor(event: UnverifiedWebhookEvent) {
    super(`signature does not match the payload and the secret (event "${event.name}")`);
    this.event = event;
  }
}

/** A verified delivery whose payload is not a JSON object. */
export class WebhookPayloadError extends Error {
  override readonly name = "WebhookPayloadError";
  /** The HTTP status to answer with: 400 Bad Request. */
  readonly status = 400;
}

/**
 * Whether a delivery was refused for what it is (a signature that does not match, a payload that is
 * not a JSON object) rather than failed in a handler. A refusal is the sender's to fix and is logged
 * as one line: these errors carry the payload, which stays out of the logs, and their stack says nothing.
 */
export function isRefusal(error: unknown): error is WebhookVerificationError | WebhookPayloadError {
  return error instanceof WebhookVerificationError || error instanceof WebhookPayloadError;
}
