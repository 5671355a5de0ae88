import type { FastifyRequest } from "fastify";

/** A `preValidation` hook: pasted e-mails often carry spaces, which the format check would refuse. */
export async function trimEmail(request: FastifyRequest): Promise<void> {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === "string") body.email = body.email.trim();
}
