import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../errors/error-body.js";

/**
 * With CORS on, @fastify/cors takes every OPTIONS request for a preflight and answers one without `Origin` or
 * `Access-Control-Request-Method` with a plain-text 400. Added before the plugin, this hook answers first, with
 * the same status in the JSON every other error has.
 */
export async function refuseInvalidPreflight(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== "OPTIONS") return undefined;
  if (request.headers.origin && request.headers["access-control-request-method"]) return undefined;
  return reply
    .status(400)
    .send(
      errorBody(400, "OPTIONS answers CORS preflight requests, which send Origin and Access-Control-Request-Method"),
    );
}
