import type { Logger } from "../create-logger.js";

/** Options of `createNodeMiddleware` and `createWebMiddleware`. */
export interface MiddlewareOptions {
  /** The path deliveries are posted to; default `/api/host/webhooks`. The query string is ignored. */
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
