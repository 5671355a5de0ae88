import type { EmitterWebhookEvent } from "../emitter-webhook-event.js";
import type { WebhookEventInput } from "../webhook-event-input.js";

/** Checks what `receive` was given and builds the event handlers see. */
export function toEmittedEvent(input: WebhookEventInput): EmitterWebhookEvent {
  if (typeof input !== "object" || input === null) throw new TypeError("event must be an object {id, name, payload}");
  const { id, name, payload } = input;
  if (name === undefined || name === null || name === "") throw new Error("name is required");
  if (typeof name !== "string") throw new TypeError(`name must be a string, got ${typeof name}`);
  if (name === "*" || name === "error") throw new Error(`"${name}" is not an event name`);
  if (payload === undefined || payload === null) throw new Error("payload is required");
  if (typeof payload !== "object" || Array.isArray(payload)) {
    throw new TypeError("payload must be an object: the parsed JSON body of the delivery");
  }
  if (id !== undefined && typeof id !== "string") throw new TypeError(`id must be a string, got ${typeof id}`);
  return { id: id ?? crypto.randomUUID(), name, payload } as EmitterWebhookEvent;
}
