/** An event to `receive`: the name from `x-host-event`, the parsed payload, the delivery id. */
export interface WebhookEventInput {
  /** Unique delivery id (`x-host-delivery`); a random UUID is used when absent. */
  id?: string | undefined;
  name: string;
  payload: object;
}
