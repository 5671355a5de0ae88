import type { FastifyRequest } from "fastify";

/** A `preValidation` hook: `?limit=` (a form left blank) means the parameter is absent, not an invalid value. */
export async function dropEmptyQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const [name, value] of Object.entries(query)) {
    if (value === "") Reflect.deleteProperty(query, name);
  }
}
