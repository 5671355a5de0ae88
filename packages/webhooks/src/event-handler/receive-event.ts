import type { Logger } from "../create-logger.js";
import type { EmitterWebhookEvent } from "../emitter-webhook-event.js";
import { WebhookHandlerError } from "../webhook-handler-error.js";
import type { WebhookEventInput } from "../webhook-event-input.js";
import { emitError } from "./emit-error.js";
import type { EventTransform } from "./event-handler.js";
import type { HandlerRegistry } from "./handler-registry.js";
import { HandlerRun } from "./handler-run.js";
import { toEmittedEvent } from "./to-emitted-event.js";

export interface ReceiveContext {
  registry: HandlerRegistry;
  transform: EventTransform<unknown> | undefined;
  log: Logger;
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
