import type { EmitterWebhookEvent } from "./emitter-webhook-event.js";

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
