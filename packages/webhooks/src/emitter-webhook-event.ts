import type { EmitterWebhookEventName } from "./generated/emitter-event-names.js";
import type { WebhookEventActions } from "./generated/webhook-event-actions.js";
import type { WebhookPayloadMap } from "./generated/webhook-payload-map.js";

/** A supported event name without an action. */
export type WebhookEventName = keyof WebhookEventActions;

/** `issues` for `issues` and for `issues.opened`. */
type EventOf<TName extends string> = TName extends `${infer TEvent}.${string}` ? TEvent : TName;

/**
 * The object handlers receive: `{id, name, payload}`. `TName` (one name or a union of names, events
 * or `<event>.<action>`) narrows `name` and `payload`; without it, it is a union over every event.
 * Payloads are typed from the published payload schemas (`WebhookPayloadMap`).
 */
export type EmitterWebhookEvent<TName extends EmitterWebhookEventName = WebhookEventName> =
  TName extends EmitterWebhookEventName
    ? { id: string; name: EventOf<TName>; payload: WebhookPayloadMap[TName] }
    : never;
