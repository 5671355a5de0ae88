import type { FastifyRequest } from "fastify";

/**
 * The `WWW-Authenticate` challenge of a 401: what credentials the route takes. HTTP Basic where its
 * documented security names `basic` (the password routes), a Bearer token everywhere else.
 */
export function authChallenge(request: FastifyRequest): string {
  // `security` is the OpenAPI field @fastify/swagger documents; read here whether or not its types are loaded.
  const schema = request.routeOptions.schema as { security?: Record<string, unknown>[] } | undefined;
  const security = schema?.security ?? [];
  const basic = security.some((scheme) => "basic" in scheme);
  return basic ? 'Basic realm="api", charset="UTF-8"' : 'Bearer realm="api"';
}
