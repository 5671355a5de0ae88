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
