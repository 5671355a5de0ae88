import { createLogger, type Logger } from "../create-logger.js";
import { resolveVocabulary, type WebhookVocabulary } from "../vocabulary.js";
import { getPathname } from "./get-pathname.js";
import type { MiddlewareOptions } from "./middleware-options.js";
import type { MiddlewareWebhooks } from "./middleware-webhooks.js";

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
