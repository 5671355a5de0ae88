import type { AddressInfo } from "node:net";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { errorHandler } from "../../src/errors/error-handler.js";
import { notFoundHandler } from "../../src/errors/not-found-handler.js";
import { restHttp, serverOptions, type RestHttpOptions } from "../../src/http/index.js";
import { loadTimeouts } from "../../src/http/timeouts.js";
import { parseFormBody, validatorCompiler } from "../../src/validation/validator-compiler.js";

export interface HttpAppOptions extends Partial<RestHttpOptions> {
  trustProxy?: boolean | string;
  /** Seconds, as REQUEST_TIMEOUT, HEADERS_TIMEOUT and KEEP_ALIVE_TIMEOUT give them. */
  timeouts?: { request: number; headers: number; keepAlive: number };
  logger?: FastifyServerOptions["logger"];
  /** Adds routes once the plugin is registered, as a project's groups do. */
  routes?: (app: FastifyInstance) => unknown;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface HttpApp {
  app: FastifyInstance;
  url: string;
  request(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; json?: unknown; body?: string },
  ): Promise<Answer>;
  close(): Promise<void>;
}

/** An app set up as a generated project's `app.ts` sets it up, listening on a free port of 127.0.0.1. */
export async function startHttpApp(options: HttpAppOptions = {}): Promise<HttpApp> {
  const {
    trustProxy = false,
    timeouts = { request: 30, headers: 10, keepAlive: 5 },
    logger = false,
    routes,
    ...http
  } = options;
  const app = Fastify({ logger, ...serverOptions({ trustProxy, timeouts: loadTimeouts(timeouts) }) });
  app.setValidatorCompiler(validatorCompiler());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(app));
  await app.register(restHttp, { corsOrigins: [], store: { ping: async () => undefined }, ...http });
  await app.register(formbody, { parser: parseFormBody });
  app.removeContentTypeParser("text/plain");
  await routes?.(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    url,
    async request(method, path, { headers = {}, json, body } = {}) {
      const sent = new Headers(headers);
      if (json !== undefined) sent.set("content-type", "application/json");
      const response = await fetch(new URL(path, url), {
        method,
        headers: sent,
        body: json === undefined ? body : JSON.stringify(json),
        redirect: "manual",
      });
      const text = await response.text();
      const isJson = response.headers.get("content-type")?.includes("application/json");
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
    },
    close: () => app.close(),
  };
}
