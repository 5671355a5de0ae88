import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../errors/error-body.js";

const healthChecks = new Set(["/health", "/health/ready"]);

/**
 * Behind a proxy that ends TLS, `x-forwarded-proto` tells how the client connected; Fastify reads it only
 * from the proxies `TRUST_PROXY` names, so a client cannot claim HTTPS by sending the header itself.
 * Reads are redirected to HTTPS; writes are refused, since a redirect would resend them in the clear.
 */
export async function forceHttps(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.protocol === "https") return undefined;
  const read = request.method === "GET" || request.method === "HEAD";
  // Health and readiness checks of containers and load balancers come over plain HTTP; the answers name
  // nothing but the services the API waits for.
  if (read && healthChecks.has(request.url.split("?")[0] ?? "")) return undefined;
  if (read) {
    return reply.redirect(`https://${request.host}${request.url}`, 301);
  }
  return reply.status(403).send(errorBody(403, "This API only answers over HTTPS"));
}
