import { isAscii } from "node:buffer";
import { sign, verifyWithFallback } from "@hostkit/webhooks-methods";
import { createLogger } from "./create-logger.js";
import { DeliverOnce } from "./deliveries/deliver-once.js";
import type { DeliveryStore } from "./deliveries/delivery-store.js";
import { createEventDispatcher } from "./event-handler/create-event-handler.js";
import type { EventHandler, EventHandlerOptions } from "./event-handler/event-handler.js";
import { resolveVocabulary, type WebhookVocabulary, type WebhookVocabularyOption } from "./vocabulary.js";
import { WebhookPayloadError, WebhookVerificationError } from "./webhook-errors.js";

export interface WebhooksOptions<TTransformed = unknown> extends EventHandlerOptions<TTransformed> {
  /** The secret configured for the webhook at the sender: `sign` uses it, and deliveries are verified with it first. */
  secret: string;
  /**
   * Secrets a delivery is also accepted with, tried in turn after `secret`: while a secret is
   * rotated, the one the sender has not switched to yet, or the one it just left.
   */
  additionalSecrets?: readonly string[] | undefined;
  /**
   * The sender's header names and default path, `"host"` (default), `"github"` or your own: the
   * default of the middlewares and the relay client given this instance.
   */
  vocabulary?: WebhookVocabularyOption | undefined;
  /**
   * Where handled deliveries are remembered, so that `verifyAndReceive` runs each delivery id's
   * handlers once: `memoryDeliveries()` or `redisDeliveries(client)`. Off by default.
   */
  deliveries?: DeliveryStore | undefined;
}

/** A delivery as it arrives: the raw body and its signature header (`x-host-signature-256`). */
export interface SignedWebhookEvent {
  id?: string | undefined;
  name: string;
  payload: string | Uint8Array;
  signature: string;
}

/**
 * `verifyAndReceive` that returns a promise only when one is needed, and throws its errors: the
 * middleware's fast path. Not exported from the package.
 */
export const deliver = Symbol("deliver");

const decoder = new TextDecoder();

/**
 * The text of a raw body. ASCII bodies, as JSON deliveries mostly are, take Buffer's Latin-1 path,
 * which is about twice as fast as decoding UTF-8 and gives the same text; any other body is
 * decoded as UTF-8, a leading byte order mark dropped.
 */
function decodePayload(payload: string | Uint8Array): string {
  if (typeof payload === "string") return payload;
  const bytes = Buffer.isBuffer(payload)
    ? payload
    : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  return isAscii(bytes) ? bytes.toString("latin1") : decoder.decode(bytes);
}

/** Throws unless every additional secret is a non-empty string, naming the first that is not by its position. */
function checkAdditionalSecrets(secrets: unknown): readonly string[] {
  if (secrets === undefined) return [];
  if (!Array.isArray(secrets)) {
    throw new TypeError(`options.additionalSecrets must be an array of non-empty strings, got ${kindOf(secrets)}`);
  }
  secrets.forEach((secret: unknown, index) => {
    if (typeof secret !== "string" || secret === "") {
      throw new TypeError(`options.additionalSecrets[${index}] must be a non-empty string, got ${kindOf(secret)}`);
    }
  });
  // A copy: the caller's array changing later must not change which secrets are accepted.
  return Object.freeze([...(secrets as string[])]);
}

function kindOf(value: unknown): string {
  return value === "" ? '""' : value === null ? "null" : typeof value;
}

function parsePayload(payload: string): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch (cause) {
    throw new WebhookPayloadError("payload is not valid JSON", { cause });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new WebhookPayloadError("payload must be a JSON object");
  }
  return parsed;
}

/** Signs, verifies, receives and dispatches webhook events. */
export class Webhooks<TTransformed = unknown> {
  readonly #secret: string;
  readonly #additionalSecrets: readonly string[];
  readonly #events: EventHandler<TTransformed>;
  readonly #dispatch: ReturnType<typeof createEventDispatcher<TTransformed>>["dispatch"];
  readonly #once: DeliverOnce | undefined;
  /** The header names and default path the middlewares and the relay client use by default. */
  readonly vocabulary: WebhookVocabulary;
  readonly on: EventHandler<TTransformed>["on"];
  readonly onAny: EventHandler<TTransformed>["onAny"];
  readonly onError: EventHandler<TTransformed>["onError"];
  readonly removeListener: EventHandler<TTransformed>["removeListener"];
  readonly receive: EventHandler<TTransformed>["receive"];

  constructor(options: WebhooksOptions<TTransformed>) {
    if (options?.secret === undefined || options.secret === null) throw new Error("secret is required");
    if (typeof options.secret !== "string" || options.secret === "") {
      throw new TypeError("secret must be a non-empty string");
    }
    this.#secret = options.secret;
    this.#additionalSecrets = checkAdditionalSecrets(options.additionalSecrets);
    this.vocabulary = resolveVocabulary(options.vocabulary);
    const { deliveries } = options;
    if (deliveries !== undefined && typeof deliveries?.claim !== "function") {
      throw new TypeError(
        "options.deliveries must be a delivery store such as memoryDeliveries() or redisDeliveries(client)",
      );
    }
    this.#once = deliveries === undefined ? undefined : new DeliverOnce(deliveries, createLogger(options.log));
    ({ handler: this.#events, dispatch: this.#dispatch } = createEventDispatcher(options));
    ({
      on: this.on,
      onAny: this.onAny,
      onError: this.onError,
      removeListener: this.removeListener,
      receive: this.receive,
    } = this.#events);
  }

  /** `sha256=<hex>` signature of `payload` with the secret. */
  sign(payload: string | Uint8Array): string {
    return sign(this.#secret, payload);
  }

  /** Whether `signature` is the signature of `payload` with the secret or one of the additional secrets (constant time). */
  verify(payload: string | Uint8Array, signature: string): boolean {
    return verifyWithFallback(this.#secret, payload, signature, this.#additionalSecrets);
  }

  /**
   * Verifies the delivery, then parses and receives it. A bad signature rejects with a
   * `WebhookVerificationError` (status 401), also passed to `onError` handlers; a payload that is
   * not a JSON object rejects with a `WebhookPayloadError` (status 400). With `deliveries`, a
   * delivery id whose handlers all succeeded before resolves without running them again.
   */
  async verifyAndReceive(event: SignedWebhookEvent): Promise<void> {
    return this[deliver](event);
  }

  /** `verifyAndReceive`, synchronous until a handler or the delivery store returns a promise. */
  [deliver](event: SignedWebhookEvent): void | Promise<void> {
    const { id, name, payload, signature } = event ?? {};
    if (name === undefined || name === null || name === "") throw new Error("name is required");
    if (!this.verify(payload, signature)) {
      const error = new WebhookVerificationError({ id, name, payload: decodePayload(payload) });
      this.#events.emitError(error);
      throw error;
    }
    const input = { id, name, payload: parsePayload(decodePayload(payload)) };
    if (this.#once === undefined || id === undefined || id === null || id === "") return this.#dispatch(input);
    return this.#once.deliver({ id, name, run: () => this.#dispatch(input) });
  }
}
