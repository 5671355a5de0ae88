import type { FastifyInstance, FastifySchema } from "fastify";
import { errorResponses, type ErrorStatus } from "../errors/error-schemas.js";

/** A route schema as @fastify/swagger reads it. */
export interface DocumentedSchema extends FastifySchema {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
  response?: Record<string, unknown>;
}

// A GET route's HEAD twin shares its schema: each schema is completed once.
const completed = new WeakSet<object>();

/**
 * Completes each route's documentation with what the app does for every route: an operation id, `security: []`
 * where no credential is needed, the body's media types, and the answers of the parsing, validation,
 * credential and timeout checks. Call it before the routes are added (openapiDocs does).
 */
export function documentRoutes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema as DocumentedSchema | undefined;
    if (!schema || schema.hide || completed.has(schema)) return;
    completed.add(schema);
    schema.operationId ??= operationId([route.method].flat()[0] ?? "get", route.url);
    schema.security ??= [];
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

/** `PUT /users/:id/password` → `putUsersByIdPassword`: stable as long as the route is, and unique. */
export function operationId(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((segment) => segment !== "")
    .flatMap((segment) => (segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}
