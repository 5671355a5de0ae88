import fastifyCors from "@fastify/cors";
import formbody from "@fastify/formbody";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { errorHandler, notFoundHandler, parseFormBody, type Store, validatorCompiler } from "@hostkit/rest";
import { openapiDocs } from "@hostkit/rest/docs";
import Fastify, { type FastifyServerOptions } from "fastify";
import { apiGroups } from "./<%= apiDir %>/index.js";
<%_ if (auth) { _%>
import { setUpAuth } from "./auth/set-up-auth.js";
<%_ } _%>
import type { Config } from "./config.js";
import { openapiOptions } from "./docs/openapi-options.js";
import { corsOptions } from "./http/cors-options.js";
import { dropEmptyQuery } from "./http/drop-empty-query.js";
<%_ if (https) { _%>
import { forceHttps } from "./http/force-https.js";
<%_ } _%>
import { helmetOptions } from "./http/helmet-options.js";
import { refuseDeepJson } from "./http/json-depth.js";
import { readinessChecks } from "./http/readiness.js";
import { refuseInvalidPreflight } from "./http/refuse-invalid-preflight.js";
import { requestId, returnRequestId } from "./http/request-id.js";
import { addSecurityHeaders } from "./http/security-headers.js";
import { refuseUnstorableText } from "./http/storable-text.js";
import { serverTimeouts } from "./http/timeouts.js";
import { trimBody } from "./http/trim-body.js";
import { RequestLog } from "./request-log.js";

export interface AppOptions {
  config: Config;
  /** Closed with the app. */
  store: Store;
  logger?: FastifyServerOptions["logger"];
}

/** The whole API, ready for `listen` or `inject`. */
export async function buildApp({ config, store, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    logController: new RequestLog(),
    // The caller's x-request-id when it is a plain token, else a new one; given back on every answer.
    requestIdHeader: false,
    genReqId: requestId,
    // Behind these proxies, the client's address and protocol come from x-forwarded-for and x-forwarded-proto.
    trustProxy: config.http.trustProxy,
    ...serverTimeouts(config.timeouts),
    // Pictures are URLs and texts are short: anything bigger is refused with 413.
    bodyLimit: 64 * 1024,
    // Routes open their collections, which makes missing indexes: a keyword index over a large table
    // made before it takes longer than Fastify's 10 s (PostgreSQL, 100,000 rows: about 30 s on a busy machine).
    pluginTimeout: 10 * 60_000,
    // `/users` and `/users/` are the same route, documented once as `/users`.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());

  app.addHook("onRequest", returnRequestId);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(app));
  refuseDeepJson(app);
  app.addHook("onClose", () => store.close());
  app.decorate("readiness", readinessChecks(store));
  app.addHook("preValidation", dropEmptyQuery);
  app.addHook("preValidation", trimBody);
  refuseUnstorableText(app);
<%_ if (https) { _%>
  if (config.httpsOnly) app.addHook("onRequest", forceHttps);
<%_ } _%>
  addSecurityHeaders(app, helmetOptions);
  // Without allowed origins, browsers' same-origin rule is the whole policy: no hook to run per request.
  const cors = corsOptions(app, config.http.corsOrigins);
  if (cors) {
    app.addHook("onRequest", refuseInvalidPreflight);
    await app.register(fastifyCors, cors);
  }
<%_ if (auth) { _%>
  const signIn = await setUpAuth(app, config, store);
<%_ } _%>
  await app.register(formbody, { parser: parseFormBody });
  // Only JSON and forms: any other body answers 415 before a route sees it.
  app.removeContentTypeParser("text/plain");
  await app.register(openapiDocs, openapiOptions(config));

  const context = { config, store<%= auth ? ", ...signIn" : "" %> };
  for (const group of apiGroups) await app.register(group.routes, { ...context, prefix: group.prefix });
  return app;
}
