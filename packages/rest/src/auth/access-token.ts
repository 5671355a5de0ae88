import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { queryToken } from "./query-token.js";

/** Spread into a body or query schema that may carry the credential as `access_token`. */
export const accessTokenField = {
  access_token: Type.Optional(Type.String({ description: "Master key or user token, unless sent as a Bearer header" })),
};

/** The credential sent as `Authorization: Bearer`, as `access_token` in the body, or in the query string where allowed. */
export function accessToken(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  return bearer ?? fieldOf(request.body) ?? queryToken(request);
}

function fieldOf(source: unknown): string | undefined {
  if (typeof source !== "object" || source === null) return undefined;
  const value = (source as Record<string, unknown>).access_token;
  return typeof value === "string" && value !== "" ? value : undefined;
}
