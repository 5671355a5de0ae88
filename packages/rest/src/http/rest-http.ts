import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { HelmetOptions } from "helmet";
import type { Store } from "../store/store.js";
import { corsOptions } from "./cors-options.js";
import { dropEmptyQuery } from "./drop-empty-query.js";
import { forceHttps } from "./force-https.js";
import { helmetOptions } from "./helmet-options.js";
import type { HttpConfig } from "./http-config.js";
import { refuseDeepJson } from "./json-depth.js";
import { readinessChecks } from "./readiness.js";
import { refuseInvalidPreflight } from "./refuse-invalid-preflight.js";
import { returnRequestId } from "./request-id.js";
import { addSecurityHeaders } from "./security-headers.js";
import { refuseUnstorableText } from "./storable-text.js";
import { trimBody } from "./trim-body.js";

declare module "fastify" {
  interface FastifyInstance {
    /** What `GET /health/ready` asks, by the name it gives when one fails; a part that connects to a server adds its own. */
    readiness: Map<string, () => Promise<unknown>>;
  }
}

export interface RestHttpOptions {
  /** Origins whose web pages may call the API from a browser, "*" for any; none when empty (`HttpConfig`). */
  corsOrigins: HttpConfig["corsOrigins"];
  /** The store `GET /health/ready` asks first, under the name "database". */
  store: Pick<Store, "ping">;
  /**
   * The API is served over HTTPS (behind a proxy that ends TLS): answers carry Strict-Transport-Security, and with
   * `only` plain-HTTP reads are redirected to HTTPS and writes refused with 403, health checks excepted.
   */
  https?: { only: boolean };
  /**
   * Helmet's options, instead of the API's own: Helmet's defaults, a Content-Security-Policy that loads nothing
   * and allows no framing, and Strict-Transport-Security only with `https`.
   */
  helmet?: HelmetOptions;
}

/**
 * What every request of the API goes through before and around its route: its id given back in `x-request-id`,
 * JSON bodies parsed no deeper than 32 levels, empty query parameters dropped, body strings trimmed, text no
 * database can store refused, Helmet's headers, CORS for the allowed origins, and `app.readiness`. Register it
 * before the routes: it learns them as they are added.
 */
export const restHttp = fastifyPlugin<RestHttpOptions>(
  async function restHttp(app: FastifyInstance, options: RestHttpOptions) {
    app.addHook("onRequest", returnRequestId);
    refuseDeepJson(app);
    app.decorate("readiness", readinessChecks(options.store));
    app.addHook("preValidation", dropEmptyQuery);
    app.addHook("preValidation", trimBody);
    refuseUnstorableText(app);
    if (options.https?.only) app.addHook("onRequest", forceHttps);
    addSecurityHeaders(app, options.helmet ?? helmetOptions(options.https !== undefined));
    // Without allowed origins, browsers' same-origin rule is the whole policy: no hook to run per request.
    const cors = corsOptions(app, options.corsOrigins);
    if (cors) {
      app.addHook("onRequest", refuseInvalidPreflight);
      await app.register(fastifyCors, cors);
    }
  },
  { fastify: "5.x", name: "@hostkit/rest/http" },
);
