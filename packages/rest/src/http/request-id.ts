import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

// Ids of tracing tools and proxies (UUIDs, ULIDs, `Root=1-…` without its `;`) fit; anything longer, or
// with spaces, quotes or control characters, would let a client write into the logs, so it is replaced.
const acceptable = /^[A-Za-z0-9._:/+=-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the caller's `x-request-id` when it is a plain token of at
 * most 128 characters, so one id follows a request from a proxy or a front-end through these logs;
 * otherwise a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && acceptable.test(given) ? given : randomUUID();
}

/** Gives the id back in `x-request-id`, on every answer, errors included, so a caller can quote it. */
export function returnRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header("x-request-id", request.id);
  done();
}
