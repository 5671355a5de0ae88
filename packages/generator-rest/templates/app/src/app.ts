import formbody from "@fastify/formbody";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { errorHandler, fitsRuntime, notFoundHandler, parseFormBody, type Store, validatorCompiler } from "@hostkit/rest";
import { restHttp, serverOptions } from "@hostkit/rest/http";
import { openapiDocs } from "@hostkit/rest/docs";
import Fastify, { type FastifyServerOptions } from "fastify";
import { apiGroups } from "./<%= apiDir %>/index.js";
<%_ if (auth) { _%>
import { setUpAuth } from "./auth/set-up-auth.js";
<%_ } _%>
import type { Config } from "./config.js";
import { openapiOptions } from "./docs/openapi-options.js";

export interface AppOptions {
  config: Config;
  /** Closed with the app. */
  store: Store;
  logger?: FastifyServerOptions["logger"];
}

/** The whole API, ready for `listen` or `inject`. */
export async function buildApp({ config, store, logger = false }: AppOptions) {
  // The runtime versions this code was written for: another one fails the type check and the start, naming both.
  fitsRuntime("@hostkit/rest <%= runtimeRange %>");
  // One log line per request, request ids, the trusted proxies, timeouts, a 64 KiB body limit (see @hostkit/rest/http).
  const app = Fastify({ logger, ...serverOptions({ trustProxy: config.http.trustProxy, timeouts: config.timeouts }) }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(app));
  app.addHook("onClose", () => store.close());
  // Request ids, JSON depth, trimmed bodies, storable text, security headers, CORS and readiness, before any route.
  await app.register(restHttp, { corsOrigins: config.http.corsOrigins, store<%- https ? ", https: { only: config.httpsOnly }" : "" %> });
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
