import type { FastifyInstance, FastifySchema } from "fastify";
import { errorResponses, type ErrorStatus } from "../errors/error-schemas.js";

<%_ if (auth) { _%>
/** The scheme of `access_token` in the query string, documented only where ACCESS_TOKEN_IN_QUERY lets it in. */
export const queryTokenScheme = {
  accessTokenInQuery: {
    type: "apiKey",
    in: "query",
    name: "access_token",
    description: "Any credential a Bearer header would carry, as `access_token` in the query string (ACCESS_TOKEN_IN_QUERY=true)",
  },
} as const;

// The Bearer schemes: each of them may come as the query's access_token too.
const bearerSchemes = new Set(["masterKey", "userToken", "providerToken"]);

<%_ } _%>
interface DocumentedSchema extends FastifySchema {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
  response?: Record<string, unknown>;
}

/**
 * Completes each route's documentation with what the app does for every route: an operation id, `security: []`
 * where no credential is needed, the body's media types, and the answers of the parsing, validation,
 * credential and timeout checks. Call it before the routes are added.
 */
export function documentRoutes(app: FastifyInstance<%= auth ? ", queryToken: boolean" : "" %>): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema as DocumentedSchema | undefined;
    if (!schema || schema.hide) return;
    schema.operationId ??= operationId([route.method].flat()[0] ?? "get", route.url);
<%_ if (auth) { _%>
    const security = schema.security ?? [];
    schema.security = queryToken ? security.flatMap((needs) => (isBearer(needs) ? [needs, { accessTokenInQuery: [] }] : [needs])) : security;
<%_ } else { _%>
    schema.security ??= [];
<%_ } _%>
    const statuses: ErrorStatus[] = [408];
    if (schema.body) {
      schema.consumes = ["application/json", "application/x-www-form-urlencoded"];
      statuses.push(400, 413, 415);
    }
    if (schema.querystring) statuses.push(400);
    if (schema.security.length > 0) statuses.push(401);
    schema.response = { ...errorResponses(...statuses), ...schema.response };
  });
}
<%_ if (auth) { _%>

function isBearer(needs: Record<string, string[]>): boolean {
  const names = Object.keys(needs);
  return names.length === 1 && bearerSchemes.has(names[0] ?? "");
}
<%_ } _%>

/** `PUT /users/:id/password` → `putUsersByIdPassword`: stable as long as the route is, and unique. */
export function operationId(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((segment) => segment !== "")
    .flatMap((segment) => (segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}
