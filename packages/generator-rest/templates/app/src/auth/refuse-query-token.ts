import type { FastifyRequest } from "fastify";
import { ValidationError } from "@hostkit/rest";

/**
 * An `onRequest` hook for APIs that keep credentials out of URLs (ACCESS_TOKEN_IN_QUERY unset): a query
 * string carrying `access_token` is refused, whatever the encoding of its name, as the parser reads it.
 */
export async function refuseQueryToken(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, "access_token")) {
    throw new ValidationError([
      {
        name: "location",
        param: "access_token",
        value: undefined,
        message: "access_token is not accepted in the query string: send it as Authorization: Bearer or in the body",
      },
    ]);
  }
}
