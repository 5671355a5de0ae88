import { sign, verify } from "@hostkit/webhooks-methods";
import { createEventHandler } from "./event-handler/create-event-handler.js";
import type { EventHandler, EventHandlerOptions } from "./event-handler/event-handler.js";
import { WebhookPayloadError } from "./webhook-payload-error.js";
import { WebhookVerificationError } from "./webhook-verification-error.js";

export interface WebhooksOptions<TTransformed = unknown> extends EventHandlerOptions<TTransformed> {
  /** The secret configured for the webhook at the sender. */
  secret: string;
}

/** A delivery as it arrives: the raw body and its `x-host-signature-256` signature. */
export interface SignedWebhookEvent {
  id?: string | undefined;
  name: string;
  payload: string | Uint8Array;
  signature: string;
}

const decoder = new TextDecoder();
const asText = (payload: string | Uint8Array) => (typeof payload === "string" ? payload : decoder.decode(payload));

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
  readonly #events: EventHandler<TTransformed>;
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
    this.#events = createEventHandler(options);
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

  /** Whether `signature` is the signature of `payload` with the secret (constant time). */
  verify(payload: string | Uint8Array, signature: string): boolean {
    return verify(this.#secret, payload, signature);
  }

  /**
   * Verifies the delivery, then parses and receives it. A bad signature rejects with a
   * `WebhookVerificationError` (status 401), also passed to `onError` handlers; a payload that is
   * not a JSON object rejects with a `WebhookPayloadError` (status 400).
   */
  async verifyAndReceive(event: SignedWebhookEvent): Promise<void> {
    const { id, name, payload, signature } = event ?? {};
    if (name === undefined || name === null || name === "") throw new Error("name is required");
    if (!verify(this.#secret, payload, signature)) {
      const error = new WebhookVerificationError({ id, name, payload: asText(payload) });
      this.#events.emitError(error);
      throw error;
    }
    return this.receive({ id, name, payload: parsePayload(asText(payload)) });
  }
}
