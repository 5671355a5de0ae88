import type { Logger } from "../create-logger.js";
import type { WebhookVocabularyOption } from "../vocabulary.js";
import type { Webhooks } from "../webhooks.js";

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
