import type { FastifyRequest, FastifyServerOptions } from "fastify";
import pino from "pino";
import type { Mode } from "./config.js";
import { hideCredentials } from "./hide-credentials.js";

/** Readable lines while developing, JSON lines in production, silence in tests. */
export function loggerOptions(mode: Mode): FastifyServerOptions["logger"] {
  if (mode === "test") return false;
  const serializers = { req: requestSummary };
  // Lines go to stdout from libuv's threads, not the request's: under load they queue and leave in batches.
  if (mode === "production") return { level: "info", serializers, stream: pino.destination({ sync: false }) };
  return {
    level: "debug",
    serializers,
    transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname", singleLine: true } },
  };
}

/** Credentials sent in the query string must not end up in the logs. */
function requestSummary(request: FastifyRequest) {
  return { method: request.method, url: hideCredentials(request.url), remoteAddress: request.ip };
}
