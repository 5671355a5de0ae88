import { createLogger, type Logger } from "../create-logger.js";
import { resolveVocabulary, type WebhookVocabulary, type WebhookVocabularyOption } from "../vocabulary.js";
import type { Webhooks } from "../webhooks.js";
import { getPathname } from "./get-pathname.js";

/** What the middleware uses of a `Webhooks` instance. */
export type MiddlewareWebhooks = Pick<Webhooks, "verifyAndReceive">;

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

export interface ResolvedMiddlewareOptions {
  vocabulary: WebhookVocabulary;
  path: string;
  log: Logger;
  timeout: number;
  limit: number;
}

const defaultTimeout = 9_000;
const defaultLimit = 25 * 1024 * 1024;

export function resolveMiddlewareOptions(
  webhooks: MiddlewareWebhooks,
  options: MiddlewareOptions = {},
): ResolvedMiddlewareOptions {
  // A Webhooks instance's vocabulary, when it has one, is the default.
  const own = (webhooks as { vocabulary?: WebhookVocabulary } | undefined)?.vocabulary;
  const vocabulary = resolveVocabulary(options.vocabulary, own === undefined ? undefined : resolveVocabulary(own));
  const { path = vocabulary.path, timeout = defaultTimeout, limit = defaultLimit } = options;
  if (typeof path !== "string" || !path.startsWith("/"))
    throw new Error(`options.path must start with "/", got "${path}"`);
  assertNonNegative("timeout", timeout);
  assertNonNegative("limit", limit);
  return { vocabulary, path: getPathname(path), log: createLogger(options.log), timeout, limit };
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`options.${name} must be a non-negative number, got ${String(value)}`);
  }
}
