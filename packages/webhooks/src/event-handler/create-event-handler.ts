import { createLogger } from "../create-logger.js";
import type { EventHandler, EventHandlerOptions, WebhookEventInput } from "./event-handler.js";
import { HandlerRegistry } from "./handler-registry.js";
import { dispatchEvent, emitError, receiveEvent, type ReceiveContext } from "./receive-event.js";
import { checkEventName } from "./check-event-name.js";

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
  const handler: EventHandler<TTransformed> = {
    on(name, handler) {
      assertHandler(handler);
      const names = namesOf(name);
      for (const each of names) checkEventName(each, log);
      for (const each of names as string[]) registry.add(each, handler);
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
