import { createLogger, type Logger } from "../create-logger.js";
import { getPathname } from "./get-pathname.js";
import type { MiddlewareOptions } from "./middleware-options.js";

export interface ResolvedMiddlewareOptions {
  path: string;
  log: Logger;
  timeout: number;
  limit: number;
}

const defaultPath = "/api/host/webhooks";
const defaultTimeout = 9_000;
const defaultLimit = 25 * 1024 * 1024;

export function resolveMiddlewareOptions(options: MiddlewareOptions = {}): ResolvedMiddlewareOptions {
  const { path = defaultPath, timeout = defaultTimeout, limit = defaultLimit } = options;
  if (!path.startsWith("/")) throw new Error(`options.path must start with "/", got "${path}"`);
  assertNonNegative("timeout", timeout);
  assertNonNegative("limit", limit);
  return { path: getPathname(path), log: createLogger(options.log), timeout, limit };
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`options.${name} must be a non-negative number, got ${String(value)}`);
  }
}
