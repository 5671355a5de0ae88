import type { Logger } from "../create-logger.js";
import type { WebhookVocabularyOption } from "../vocabulary.js";

/** Options of `createNodeMiddleware` and `createWebMiddleware`. */
export interface MiddlewareOptions {
  /**
   * The sender's header names and default path: `"host"`, `"github"` or your own. Default: the
   * `Webhooks` instance's vocabulary (`"host"` unless it was given one).
   */
  vocabulary?: WebhookVocabularyOption | undefined;
  /** The path deliveries are posted to; default the vocabulary's (`/api/host/webhooks`). The query string is ignored. */
  path?: string;
  /** Where refused deliveries and handler failures are reported; default the console without debug and info. */
  log?: Partial<Logger>;
  /**
   * Milliseconds after which a delivery whose handlers still run is answered 202 while they go on;
   * default 9000, under the sender's 10-second deadline.
   */
  timeout?: number;
  /** The largest body accepted, in bytes; default 25 MiB, the sender's cap. */
  limit?: number;
}
