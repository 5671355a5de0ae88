import type { FastifyRequest, FastifyServerOptions } from "fastify";
import pino from "pino";
import { hideCredentials } from "./hide-credentials.js";
import type { Mode } from "./mode.js";

/** The lowest level logged (LOG_LEVEL); silent logs nothing. */
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * Readable lines while developing, JSON lines in production, silence in tests. Every line of a request
 * carries its id (`reqId`), the one the answer's `x-request-id` header gives back.
 */
export function loggerOptions(mode: Mode, level: LogLevel = "info"): FastifyServerOptions["logger"] {
  if (mode === "test") return false;
  const serializers = { req: requestSummary };
  // Lines go to stdout from libuv's threads, not the request's: under load they queue and leave in batches.
  if (mode === "production") return { level, serializers, stream: pino.destination({ sync: false }) };
  return {
    level,
    serializers,
    transport: {
      target: "pino-pretty",
      options: {
        translateTime: "HH:MM:ss",
        // A request's line already says what these fields hold, in words (see RequestLog).
        ignore: "pid,hostname,reqId,req,res,responseTime",
        messageFormat: "{if reqId}{reqId} {end}{msg}",
        singleLine: true,
      },
    },
  };
}

/** Credentials sent in the query string must not end up in the logs. */
function requestSummary(request: FastifyRequest) {
  return { method: request.method, url: hideCredentials(request.url), remoteAddress: request.ip };
}
