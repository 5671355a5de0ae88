import type { MiddlewareOptions } from "../middleware-options.js";

/**
 * Keeps a runtime working on a promise after the response is sent: `ctx.waitUntil` of a
 * Cloudflare Worker, `waitUntil` of `@vercel/functions`, an event's `waitUntil` in a service worker.
 */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Options of `createWebMiddleware`: those of both middlewares, and `waitUntil`. */
export interface WebMiddlewareOptions extends MiddlewareOptions {
  /**
   * Given the handlers still running when a delivery is answered 202 after `timeout`, so a runtime
   * that stops work once a response is sent lets them finish. A `waitUntil` passed with the request wins.
   */
  waitUntil?: WaitUntil;
}
