import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors/http-error.js";
import { ValidationError } from "../validation/validation-error.js";

// With the `u` flag a whole surrogate pair is one character, so only half of one matches.
const halfPair = /[\uD800-\uDFFF]/u;

/**
 * Whether `text` holds neither a NUL character nor half of a surrogate pair: PostgreSQL stores neither in text or
 * JSON and fails the query, and no one types them, so they are refused wherever a request's text comes in.
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !halfPair.test(text);
}

/**
 * Refuses text that is not storable in a request's path (404, as any malformed id), query string or body (400
 * naming the parameter, as validation does), at any depth, before a handler hands it to the store. It runs after
 * the route's own `preValidation` hooks, its guards, so that credentials are asked for first there too. Call it
 * before the routes are added.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const hooks = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(hooks) ? hooks : [hooks]), refuse];
  });
}

async function refuse(request: FastifyRequest): Promise<void> {
  if (unstorableAt(request.params, []) !== undefined) throw new HttpError(404, "No such item");
  const path = unstorableAt(request.query, []) ?? unstorableAt(request.body, []);
  if (path === undefined) return;
  const param = path.join(".") || "body";
  const message = `${param} must not hold a NUL character or half of a surrogate pair`;
  throw new ValidationError([{ name: "text", param, value: undefined, message }]);
}

/**
 * The path of the first text in `value` that is not storable; a name that is not is reported at the object holding
 * it. Bodies are at most 32 levels deep (json-depth.ts) and query strings one, so the recursion stays shallow.
 */
function unstorableAt(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [name, item] of Object.entries(value)) {
    if (!isStorableText(name)) return path;
    const found = unstorableAt(item, [...path, name]);
    if (found) return found;
  }
  return undefined;
}
