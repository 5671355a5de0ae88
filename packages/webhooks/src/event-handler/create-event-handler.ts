import { createLogger } from "../create-logger.js";
import type { EventHandler, EventHandlerOptions, WebhookEventInput } from "./event-handler.js";
import { HandlerRegistry } from "./handler-registry.js";
import { dispatchEvent, emitError, receiveEvent, type ReceiveContext } from "./receive-event.js";
import { unknownEventNameAction, validateEventName } from "./validate-event-name.js";

/** An event handler and, for `Webhooks`, its dispatch that returns a promise only when a handler did. */
export interface EventDispatcher<TTransformed> {
  handler: EventHandler<TTransformed>;
  dispatch(event: WebhookEventInput): void | Promise<void>;
}

const namesOf = (name: unknown): readonly unknown[] => (Array.isArray(name) ? name : [name]);

function assertHandler(handler: unknown): asserts handler is (argument: never) => unknown {
  if (typeof handler !== "function") throw new TypeError(`handler must be a function, got ${typeof handler}`);
}

/** An event handler on its own: `on`, `onAny`, `onError`, `removeListener` and `receive`. */
export function createEventHandler<TTransformed = unknown>(
  options: EventHandlerOptions<TTransformed> = {},
): EventHandler<TTransformed> {
  return createEventDispatcher(options).handler;
}

export function createEventDispatcher<TTransformed = unknown>(
  options: EventHandlerOptions<TTransformed> = {},
): EventDispatcher<TTransformed> {
  if (options.transform !== undefined && typeof options.transform !== "function") {
    throw new TypeError(`transform must be a function, got ${typeof options.transform}`);
  }
  const context: ReceiveContext = {
    registry: new HandlerRegistry(),
    transform: options.transform,
    log: createLogger(options.log),
  };
  const { registry, log } = context;
  // A warning by default: a name missing from the table may be an event newer than this package.
  const names = { onUnknownEventName: unknownEventNameAction(options.onUnknownEventName, "warn"), log };
  const handler: EventHandler<TTransformed> = {
    on(name, handler) {
      assertHandler(handler);
      const each = namesOf(name);
      for (const one of each) validateEventName(one, names);
      for (const one of each as string[]) registry.add(one, handler);
    },
    onAny(handler) {
      assertHandler(handler);
      registry.add("*", handler);
    },
    onError(handler) {
      assertHandler(handler);
      registry.add("error", handler);
    },
    removeListener(name: string | readonly string[], handler: unknown) {
      assertHandler(handler);
      for (const each of namesOf(name) as string[]) registry.remove(each, handler);
    },
    receive: (event) => receiveEvent(context, event),
    emitError: (error) => emitError(registry.get("error"), error, log),
  };
  return { handler, dispatch: (event) => dispatchEvent(context, event) };
}
