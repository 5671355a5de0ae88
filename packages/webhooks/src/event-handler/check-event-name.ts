import type { Logger } from "../create-logger.js";
import { emitterEventNames } from "../generated/emitter-event-names.js";

let knownNames: ReadonlySet<string> | undefined;

/**
 * Throws for names `on` cannot take, pointing to the method that handles them; warns about names
 * that are not in the event table (they still work, for events newer than this package).
 */
export function checkEventName(name: unknown, log: Logger): asserts name is string {
  if (name === "*") throw new Error('on("*") is not supported: use onAny(handler) to run a handler on every event');
  if (name === "error") throw new Error('on("error") is not supported: use onError(handler) to handle errors');
  if (typeof name !== "string" || name === "") throw new TypeError("event name must be a non-empty string");
  knownNames ??= new Set(emitterEventNames);
  if (!knownNames.has(name)) log.warn(`"${name}" is not a known event name (see emitterEventNames)`);
}
