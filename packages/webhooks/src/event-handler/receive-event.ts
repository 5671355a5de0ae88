import type { Logger } from "../create-logger.js";
import type { EmitterWebhookEvent } from "../emitter-webhook-event.js";
import { WebhookHandlerError, type WebhookError } from "../webhook-errors.js";
import type { EventTransform, WebhookEventInput } from "./event-handler.js";
import type { HandlerRegistry, RegisteredHandler } from "./handler-registry.js";
import { HandlerRun, isPromiseLike } from "./handler-run.js";

export interface ReceiveContext {
  registry: HandlerRegistry;
  transform: EventTransform<unknown> | undefined;
  log: Logger;
}

/** Checks what `receive` was given and builds the event handlers see. */
function toEmittedEvent(input: WebhookEventInput): EmitterWebhookEvent {
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

/** The handlers `on` registered for `event`: under its name and under `<name>.<action>`. */
function namedHandlers({ registry }: ReceiveContext, event: EmitterWebhookEvent) {
  const byName = registry.get(event.name);
  const action = (event.payload as { action?: unknown }).action;
  if (typeof action !== "string") return byName;
  const byAction = registry.getAction(event.name, action);
  return byName.length === 0 ? byAction : byAction.length === 0 ? byName : [...byName, ...byAction];
}

/** Dispatches one event: `onAny` handlers, then (after `transform`) `on` handlers, all in parallel. */
export async function receiveEvent(context: ReceiveContext, input: WebhookEventInput): Promise<void> {
  return dispatchEvent(context, input);
}

/**
 * `receiveEvent` without a promise where none is needed: returns once every handler finished
 * synchronously, throws the `WebhookHandlerError` when one failed synchronously, and returns a
 * promise only when a handler (or `transform`) did.
 */
export function dispatchEvent(context: ReceiveContext, input: WebhookEventInput): void | Promise<void> {
  const event = toEmittedEvent(input);
  context.log.debug("received event", event.name, event.id);
  const run = new HandlerRun();
  run.callAll(context.registry.get("*"), event);
  const handlers = namedHandlers(context, event);
  if (handlers.length > 0) {
    if (context.transform !== undefined) return transformAndFinish(context, run, handlers, event);
    run.callAll(handlers, event);
  }
  return run.pending ? settleAndFinish(context, run, event) : finish(context, run, event);
}

async function transformAndFinish(
  context: ReceiveContext,
  run: HandlerRun,
  handlers: ReturnType<HandlerRegistry["get"]>,
  event: EmitterWebhookEvent,
): Promise<void> {
  await callTransformed(context.transform as EventTransform<unknown>, run, handlers, event);
  if (run.pending) await run.settle();
  finish(context, run, event);
}

async function settleAndFinish(context: ReceiveContext, run: HandlerRun, event: EmitterWebhookEvent): Promise<void> {
  await run.settle();
  finish(context, run, event);
}

/** Throws the event's `WebhookHandlerError`, after passing it to `onError`, when a handler failed. */
function finish(context: ReceiveContext, run: HandlerRun, event: EmitterWebhookEvent): void {
  const errors = run.errors();
  if (errors.length === 0) return;
  const error = new WebhookHandlerError(errors, event);
  emitError(context.registry.get("error"), error, context.log);
  throw error;
}

/** Calls `handlers` with the transformed event; a failing transform fails the event like a handler. */
async function callTransformed(
  transform: EventTransform<unknown>,
  run: HandlerRun,
  handlers: ReturnType<HandlerRegistry["get"]>,
  event: EmitterWebhookEvent,
): Promise<void> {
  try {
    run.callAll(handlers, await transform(event));
  } catch (error) {
    run.fail(error);
  }
}

/**
 * Calls each error handler with `error` and returns at once: error handlers must never hold up
 * `receive`. Their own failures are logged, as there is nobody left to reject to.
 */
export function emitError(handlers: readonly RegisteredHandler[], error: WebhookError, log: Logger): void {
  const report = (failure: unknown) => log.error("an onError handler failed:", failure);
  for (const handler of handlers) {
    try {
      const result = (handler as (error: WebhookError) => unknown)(error);
      if (isPromiseLike(result)) result.then(undefined, report);
    } catch (failure) {
      report(failure);
    }
  }
}
