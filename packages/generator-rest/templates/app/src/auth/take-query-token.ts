import type { FastifyRequest } from "fastify";

const queryTokens = new WeakMap<FastifyRequest, string>();

/**
 * A `preValidation` hook for APIs that take credentials in URLs (ACCESS_TOKEN_IN_QUERY=true): `access_token`
 * leaves the query string, whose schemas describe the route's own parameters, and is kept as the credential.
 */
export async function takeQueryToken(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !Object.hasOwn(query, "access_token")) return;
  const token = query.access_token;
  Reflect.deleteProperty(query, "access_token");
  if (typeof token === "string" && token !== "") queryTokens.set(request, token);
}

/** The `access_token` of the query string, where takeQueryToken took one. */
export function queryToken(request: FastifyRequest): string | undefined {
  return queryTokens.get(request);
}
