import type { EmitterWebhookEvent } from "../emitter-webhook-event.js";
import type { EmitterWebhookEventName } from "../generated/emitter-event-names.js";
import type { Logger } from "../create-logger.js";
import type { WebhookError } from "../webhook-errors.js";
import type { UnknownEventNameAction } from "./validate-event-name.js";

/** An event to `receive`: the name from `x-host-event`, the parsed payload, the delivery id. */
export interface WebhookEventInput {
  /** Unique delivery id (`x-host-delivery`); a random UUID is used when absent. */
  id?: string | undefined;
  name: string;
  payload: object;
}

/** A handler registered with `on`; it sees the transformed event when a `transform` is set. */
export type EmitterEventHandler<TName extends EmitterWebhookEventName, TTransformed = unknown> = (
  event: EmitterWebhookEvent<TName> & TTransformed,
) => unknown;

/** A handler registered with `onAny`: every event, untransformed. */
export type AnyEventHandler = (event: EmitterWebhookEvent) => unknown;

/** A handler registered with `onError`. */
export type ErrorHandler = (error: WebhookError) => unknown;

/** Turns the emitted event into what `on` handlers receive; may be async. */
export type EventTransform<TTransformed> = (event: EmitterWebhookEvent) => TTransformed | PromiseLike<TTransformed>;

export interface EventHandlerOptions<TTransformed = unknown> {
  transform?: EventTransform<TTransformed> | undefined;
  log?: Partial<Logger> | undefined;
  /**
   * What `on` does with a name that is not in the event table: `"warn"` (default) logs it and
   * registers the handler, `"ignore"` registers it silently, `"throw"` refuses it.
   */
  onUnknownEventName?: UnknownEventNameAction | undefined;
}

/** Registers handlers and dispatches events to them. */
export interface EventHandler<TTransformed = unknown> {
  /** Runs `handler` on each event named `name` (or any of `name`), `<event>` or `<event>.<action>`. */
  on<TName extends EmitterWebhookEventName>(
    name: TName | readonly TName[],
    handler: EmitterEventHandler<TName, TTransformed>,
  ): void;
  /** Runs `handler` on every event. */
  onAny(handler: AnyEventHandler): void;
  /** Runs `handler` with each failure; what it returns is never awaited. */
  onError(handler: ErrorHandler): void;
  /** Removes the most recent registration of `handler` for each name. */
  removeListener(name: "*", handler: AnyEventHandler): void;
  removeListener(name: "error", handler: ErrorHandler): void;
  removeListener<TName extends EmitterWebhookEventName>(
    name: TName | readonly TName[],
    handler: EmitterEventHandler<TName, TTransformed>,
  ): void;
  /**
   * Runs every matching handler in parallel and resolves once all have finished; rejects with a
   * `WebhookHandlerError` listing every handler error.
   */
  receive(event: WebhookEventInput): Promise<void>;
  /** Passes `error` to every `onError` handler without waiting for them. */
  emitError(error: WebhookError): void;
}
