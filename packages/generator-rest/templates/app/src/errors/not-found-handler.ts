import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-body.js";

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split("?")[0]}`));
}
