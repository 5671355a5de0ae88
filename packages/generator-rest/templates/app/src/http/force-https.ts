<%_ if (https) { _%>
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../errors/error-body.js";

/**
 * Behind a proxy that ends TLS, `x-forwarded-proto` tells how the client connected.
 * Reads are redirected to HTTPS; writes are refused, since a redirect would resend them in the clear.
 */
export async function forceHttps(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const forwarded = request.headers["x-forwarded-proto"];
  const protocol = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() ?? request.protocol;
  if (protocol === "https") return undefined;
  if (request.method === "GET" || request.method === "HEAD") {
    return reply.redirect(`https://${request.host}${request.url}`, 301);
  }
  return reply.status(403).send(errorBody(403, "This API only answers over HTTPS"));
}
<%_ } _%>
