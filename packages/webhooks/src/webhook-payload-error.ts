/** A verified delivery whose payload is not a JSON object. */
export class WebhookPayloadError extends Error {
  override readonly name = "WebhookPayloadError";
  /** The HTTP status to answer with: 400 Bad Request. */
  readonly status = 400;
}
