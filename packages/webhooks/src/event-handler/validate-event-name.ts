import { createLogger, type Logger } from "../create-logger.js";
import { emitterEventNames, type EmitterWebhookEventName } from "../generated/emitter-event-names.js";

/** What a name that is not in the event table gets: an error, a warning, or nothing. */
export type UnknownEventNameAction = "throw" | "warn" | "ignore";

/** Options of `validateEventName`. */
export interface ValidateEventNameOptions<TAction extends UnknownEventNameAction = UnknownEventNameAction> {
  /** Default `"throw"`. */
  onUnknownEventName?: TAction | undefined;
  /** Where `"warn"` writes; default the console. */
  log?: Pick<Logger, "warn"> | undefined;
}

const actions: readonly unknown[] = ["throw", "warn", "ignore"] satisfies UnknownEventNameAction[];
let knownNames: ReadonlySet<string> | undefined;

/** `value` checked as an `onUnknownEventName` option: `undefined` gives `fallback`. */
export function unknownEventNameAction(
  value: UnknownEventNameAction | undefined,
  fallback: UnknownEventNameAction,
): UnknownEventNameAction {
  if (value === undefined) return fallback;
  if (!actions.includes(value)) {
    throw new TypeError(`options.onUnknownEventName must be "throw", "warn" or "ignore", got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Throws unless `name` is a name `on` takes: a non-empty string other than `"*"` and `"error"`
 * (their errors point to `onAny` and `onError`), and one of `emitterEventNames`, an event or an
 * `<event>.<action>`. A name outside the table throws by default; with `onUnknownEventName: "warn"`
 * or `"ignore"` it passes (for events newer than this package), with a warning or silently.
 * Only `"throw"` narrows `name` to `EmitterWebhookEventName`; the others narrow it to `string`.
 */
export function validateEventName<TAction extends UnknownEventNameAction = "throw">(
  name: unknown,
  options: ValidateEventNameOptions<TAction> = {},
): asserts name is [TAction] extends ["throw"] ? EmitterWebhookEventName : string {
  const action = unknownEventNameAction(options.onUnknownEventName, "throw");
  if (typeof name !== "string" || name === "") {
    throw new TypeError(`event name must be a non-empty string, got ${name === "" ? '""' : typeof name}`);
  }
  if (name === "*") throw new Error('on("*") is not supported: use onAny(handler) to run a handler on every event');
  if (name === "error") throw new Error('on("error") is not supported: use onError(handler) to handle errors');
  knownNames ??= new Set(emitterEventNames);
  if (action === "ignore" || knownNames.has(name)) return;
  const message = `"${name}" is not a known event name (see emitterEventNames)`;
  if (action === "throw") throw new Error(message);
  createLogger(options.log).warn(message);
}
