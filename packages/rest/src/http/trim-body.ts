import type { FastifyRequest } from "fastify";

// Spaces may belong to a password; anywhere else they are a paste's leftovers.
const kept = new Set(["password"]);

/** A `preValidation` hook: trims the strings of a body before they are validated and stored. */
export async function trimBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && !kept.has(name)) fields[name] = value.trim();
  }
}
