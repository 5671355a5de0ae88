import type { FastifyServerOptions } from "fastify";

/** How long a client may take, so that slow or idle connections cannot pile up. */
export interface Timeouts {
  /** From the first byte to the last of a request, body included (REQUEST_TIMEOUT). */
  requestMs: number;
  /** For the request line and headers (HEADERS_TIMEOUT). */
  headersMs: number;
  /** An idle kept-alive connection stays open this long (KEEP_ALIVE_TIMEOUT). */
  keepAliveMs: number;
}

/** The timeouts from their settings in seconds; a header timeout longer than the request's is refused. */
export function loadTimeouts(seconds: { request: number; headers: number; keepAlive: number }): Timeouts {
  if (seconds.headers > seconds.request) {
    throw new Error(
      `HEADERS_TIMEOUT (${seconds.headers} s) must not be longer than REQUEST_TIMEOUT (${seconds.request} s)`,
    );
  }
  return {
    requestMs: seconds.request * 1000,
    headersMs: seconds.headers * 1000,
    keepAliveMs: seconds.keepAlive * 1000,
  };
}

/** Fastify's and Node's server options that apply them. */
export function serverTimeouts(timeouts: Timeouts): Pick<
  FastifyServerOptions,
  "requestTimeout" | "keepAliveTimeout"
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the request and header timeouts at this interval (30 s by default, which would let a slow
    // client overstay a short timeout by that much).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
  };
}
