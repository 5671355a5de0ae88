import type { FastifyServerOptions } from "fastify";
import type { HttpConfig } from "./http-config.js";
import { requestId } from "./request-id.js";
import { RequestLog } from "./request-log.js";
import { serverTimeouts, type Timeouts } from "./timeouts.js";

/** Anything bigger is refused with 413: pictures are URLs and texts are short. */
const bodyLimit = 64 * 1024;

/**
 * The options of `Fastify()` that go with `restHttp`: one log line per request (`RequestLog`), the caller's
 * `x-request-id` when it is a plain token, else a new one, the client's address and protocol from the trusted
 * proxies, the timeouts, a 64 KiB body limit, and `/users/` taken as `/users`. Add `logger` to them.
 */
export function serverOptions({ trustProxy, timeouts }: { trustProxy: HttpConfig["trustProxy"]; timeouts: Timeouts }) {
  return {
    logController: new RequestLog(),
    // The id is read by `genReqId`, which checks it, never taken as sent.
    requestIdHeader: false,
    genReqId: requestId,
    // Behind these proxies, the client's address and protocol come from x-forwarded-for and x-forwarded-proto.
    trustProxy,
    ...serverTimeouts(timeouts),
    bodyLimit,
    // Routes open their collections, which makes missing indexes: a keyword index over a large table
    // made before it takes longer than Fastify's 10 s (PostgreSQL, 100,000 rows: about 30 s on a busy machine).
    pluginTimeout: 10 * 60_000,
    // `/users` and `/users/` are the same route, documented once as `/users`. A path parameter of any length (the
    // document sets none) reaches its route, which answers 404 for an id that names nothing: the router's default
    // of 100 characters answered 414 instead, which no route documents.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 64 * 1024 },
  } satisfies FastifyServerOptions;
}
