import type { FastifyRequest } from "fastify";

/**
 * The `WWW-Authenticate` challenge of a 401: what credentials the route takes. HTTP Basic where its
 * documented security names `basic` (the password routes), a Bearer token everywhere else.
 */
export function authChallenge(request: FastifyRequest): string {
  const security = (request.routeOptions.schema?.security ?? []) as Record<string, unknown>[];
  const basic = security.some((scheme) => "basic" in scheme);
  return basic ? 'Basic realm="api", charset="UTF-8"' : 'Bearer realm="api"';
}
