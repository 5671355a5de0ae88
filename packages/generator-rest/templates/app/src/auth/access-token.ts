import type { FastifyRequest } from "fastify";

/** The credential sent as `access_token` in the body or query string, or as `Authorization: Bearer`. */
export function accessToken(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  return bearer ?? fieldOf(request.body) ?? fieldOf(request.query);
}

function fieldOf(source: unknown): string | undefined {
  if (typeof source !== "object" || source === null) return undefined;
  const value = (source as Record<string, unknown>).access_token;
  return typeof value === "string" && value !== "" ? value : undefined;
}
