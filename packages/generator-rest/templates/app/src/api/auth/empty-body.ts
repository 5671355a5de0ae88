import type { FastifyRequest } from "fastify";

/** A `preValidation` hook: a token sent as Bearer or in the query string comes without a body, which is fine. */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
