import { EventSource, type ErrorEvent } from "eventsource";
import { createLogger, type Logger } from "../create-logger.js";
import { resolveVocabulary, type WebhookVocabularyOption } from "../vocabulary.js";
import { isRefusal } from "../webhook-errors.js";
import type { Webhooks } from "../webhooks.js";
import { parseRelayMessage } from "./parse-relay-message.js";
import { forwardRelayMessage, parseUrlOption, receiveRelayMessage, type RelayDeliverer } from "./relay-deliverer.js";

/** Options of `createRelayClient`: give `webhooks` to handle deliveries here, or `forward`. */
export interface RelayClientOptions {
  /** The relay channel to subscribe to over server-sent events. */
  url: string | URL;
  /** Verify and handle each delivery in this process with `webhooks.verifyAndReceive`. */
  webhooks?: Pick<Webhooks, "verifyAndReceive"> & { vocabulary?: Webhooks["vocabulary"] };
  /** Post each delivery, with its headers, to this local URL instead. */
  forward?: string | URL;
  /**
   * The header names the relayed messages carry, `"host"`, `"github"` or your own; default the
   * vocabulary of `webhooks` (`"host"` unless it was given one), or `"host"` with `forward`.
   */
  vocabulary?: WebhookVocabularyOption | undefined;
  /** Where connections, deliveries and failures are reported; default the console without debug and info. */
  log?: Partial<Logger>;
  /** First reconnect delay in milliseconds; default 1000. Delays double on each failed attempt. */
  minDelay?: number;
  /** Longest reconnect delay in milliseconds; default 30000. */
  maxDelay?: number;
}

export interface RelayClient {
  /** Stops listening and reconnecting; resolves once deliveries under way have settled. */
  close(): Promise<void>;
}

/**
 * Subscribes to a relay channel and hands each delivery on. A lost connection, or one that never
 * opened, is tried again after a bounded, jittered back-off that a successful connection resets;
 * every connection, delivery and failure is reported through `log`.
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  const { minDelay = 1_000, maxDelay = 30_000 } = options;
  const url = parseUrlOption("options.url", options.url);
  const log = createLogger(options.log);
  const deliver = chooseDeliverer(options);
  const own = options.webhooks?.vocabulary;
  const vocabulary = resolveVocabulary(options.vocabulary, own === undefined ? undefined : resolveVocabulary(own));
  const pending = new Set<Promise<void>>();
  let source: EventSource | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let closed = false;

  function connect(): void {
    const current = new EventSource(url);
    source = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      log.info(`relay: connected to ${url.href}`);
    };
    current.onmessage = (event) => track(relay(event.data as string));
    current.onerror = (event) => {
      if (closed || current !== source) return;
      // Close after EventSource has scheduled its own fixed-interval retry, which this cancels.
      queueMicrotask(() => current.close());
      const delay = backoffDelay(attempt++, minDelay, maxDelay);
      // Which one tells where to look: a wrong URL or a relay that is down, or a network that dropped.
      if (opened) log.warn(`relay: connection to ${url.href} lost (${describe(event)}); reconnecting in ${delay} ms`);
      else log.warn(`relay: cannot reach ${url.href} (${describe(event)}); trying again in ${delay} ms`);
      retry = setTimeout(connect, delay);
    };
  }

  async function relay(data: string): Promise<void> {
    let label = "message";
    try {
      const message = parseRelayMessage(data, vocabulary);
      label = `delivery ${message.id ?? "(no id)"} (${message.name})`;
      log.info(`relay: ${label} ${await deliver(message)}`);
    } catch (error) {
      // A refused delivery is the sender's problem: one line, without the payload the error carries.
      if (isRefusal(error)) log.warn(`relay: ${label} refused: ${describeFailure(error)}`);
      else log.error(`relay: ${label} failed: ${describeFailure(error)}`, error);
    }
  }

  function track(delivery: Promise<void>): void {
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      source?.close();
      await Promise.allSettled([...pending]);
    },
  };
}

/**
 * Milliseconds to wait before reconnect attempt `attempt` (0 for the first): doubling from
 * `minDelay`, capped at `maxDelay`, then jittered down by up to half so that many clients
 * dropped together do not reconnect together.
 */
export function backoffDelay(attempt: number, minDelay: number, maxDelay: number, random = Math.random): number {
  const ceiling = Math.min(maxDelay, minDelay * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function chooseDeliverer({ webhooks, forward }: RelayClientOptions): RelayDeliverer {
  if (webhooks !== undefined && forward !== undefined) {
    throw new Error("createRelayClient takes either options.webhooks or options.forward, not both");
  }
  if (forward !== undefined) return forwardRelayMessage(forward);
  if (webhooks !== undefined) return receiveRelayMessage(webhooks);
  throw new Error("createRelayClient needs options.webhooks (to handle deliveries) or options.forward (a URL)");
}

/** An error's message, with its cause's (fetch hides why a connection failed there). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

function describe(event: ErrorEvent): string {
  const detail = event.message || "connection error";
  return event.code === undefined ? detail : `${detail}, status ${event.code}`;
}
