import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "../validation/validation-error.js";

const queryTokens = new WeakMap<FastifyRequest, string>();

/**
 * For APIs that take credentials in URLs (ACCESS_TOKEN_IN_QUERY=true): `access_token` leaves the query string,
 * whose schemas describe the route's own parameters, and is kept as the credential; each route that takes a
 * Bearer credential documents the query's `access_token` as another way to send it. Call it before the routes.
 */
export function takeQueryToken(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || !Object.hasOwn(query, "access_token")) return;
    const token = query.access_token;
    Reflect.deleteProperty(query, "access_token");
    if (typeof token === "string" && token !== "") queryTokens.set(request, token);
  });
  const documented = new WeakSet<object>();
  app.addHook("onRoute", (route) => {
    // Only the security requirements are read: the rest of the schema is the docs' concern.
    const schema = route.schema as { security?: Record<string, string[]>[] } | undefined;
    if (!schema?.security || documented.has(schema)) return;
    documented.add(schema);
    schema.security = schema.security.flatMap((needs) =>
      isBearer(needs) ? [needs, { accessTokenInQuery: [] }] : [needs],
    );
  });
}

/** The `access_token` of the query string, where takeQueryToken took one. */
export function queryToken(request: FastifyRequest): string | undefined {
  return queryTokens.get(request);
}

/** The scheme of `access_token` in the query string, documented only where ACCESS_TOKEN_IN_QUERY lets it in. */
export const queryTokenScheme = {
  accessTokenInQuery: {
    type: "apiKey",
    in: "query",
    name: "access_token",
    description:
      "Any credential a Bearer header would carry, as `access_token` in the query string (ACCESS_TOKEN_IN_QUERY=true)",
  },
} as const;

// The Bearer schemes: each of them may come as the query's access_token too.
const bearerSchemes = new Set(["masterKey", "userToken", "providerToken"]);

function isBearer(needs: Record<string, string[]>): boolean {
  const names = Object.keys(needs);
  return names.length === 1 && bearerSchemes.has(names[0] ?? "");
}

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
