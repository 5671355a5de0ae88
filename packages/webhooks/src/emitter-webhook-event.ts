import type { EmitterWebhookEventName } from "./generated/emitter-event-names.js";
import type { WebhookEventActions } from "./generated/webhook-event-actions.js";
import type { WebhookPayload } from "./webhook-payload.js";

/** A supported event name without an action. */
export type WebhookEventName = keyof WebhookEventActions;

/** `issues` for `issues` and for `issues.opened`. */
type EventOf<TName extends string> = TName extends `${infer TEvent}.${string}` ? TEvent : TName;

/** The action an emitter name stands for: the given one, or every action of the event. */
type ActionOf<TName extends EmitterWebhookEventName> = TName extends `${string}.${infer TAction}`
  ? TAction
  : TName extends WebhookEventName
    ? WebhookEventActions[TName]
    : never;

/**
 * The object handlers receive: `{id, name, payload}`. `TName` (one name or a union of names, events
 * or `<event>.<action>`) narrows `name` and `payload`; without it, it is a union over every event.
 */
export type EmitterWebhookEvent<TName extends EmitterWebhookEventName = WebhookEventName> =
  TName extends EmitterWebhookEventName
    ? { id: string; name: EventOf<TName>; payload: WebhookPayload<ActionOf<TName>> }
    : never;
