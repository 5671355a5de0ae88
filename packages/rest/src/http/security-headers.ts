import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Sends helmet's headers with every answer. They depend on the options alone, never on the
 * request, so helmet runs once at start-up against a response that records them, and each
 * request only copies the result instead of running helmet's fourteen middlewares again.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = recordHelmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function recordHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet removes x-powered-by, which Fastify never sends.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
