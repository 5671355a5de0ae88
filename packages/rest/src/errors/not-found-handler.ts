import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-body.js";

/** A route's path as a pattern of its segments: a `:param` segment takes any one segment. */
function pathPattern(url: string): RegExp {
  const segments = url
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/").replace(/\/$/, "")}/?$`);
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

function notAllowed(request: FastifyRequest, reply: FastifyReply, path: string, allowed: string[]): FastifyReply {
  const methods = [...allowed].sort();
  reply.header("allow", methods.join(", "));
  return reply
    .status(405)
    .send(errorBody(405, `${request.method} is not allowed on ${path}; use ${methods.join(", ")}`));
}

/**
 * Answers a request no route takes: 405 with `Allow` (the path's methods) when the path is known and only the
 * method is not, 404 otherwise. Call it before the routes are added: it learns them as they are.
 *
 * A path that is a route of its own is also answered 405 for the methods it lacks when a route with a parameter
 * would take it: `DELETE /users/me` is not `DELETE /users/:id` with the id "me".
 */
export function notFoundHandler(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  const fixedPaths = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    routes.push({ pattern: pathPattern(route.url), methods });
    if (!route.url.includes(":") && !route.url.includes("*")) {
      const path = withoutTrailingSlash(route.url);
      const known = fixedPaths.get(path) ?? new Set<string>();
      for (const method of methods) known.add(method);
      fixedPaths.set(path, known);
    }
  });
  /** 405 with `Allow` when some route takes the path with another method, 404 when none does. */
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split("?")[0] ?? "/";
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
    if (allowed.length > 0 && !allowed.includes(request.method)) return notAllowed(request, reply, path, allowed);
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  };
  // After every onRequest hook (request ids, security and CORS headers, rate limits), as the not-found handler was,
  // but before the body is read: Fastify would refuse a method that has one (QUERY) without a content type with 400
  // before the not-found handler ran.
  app.addHook("preParsing", async (request, reply) => {
    if (request.is404) return answerUnrouted(request, reply);
    if (!request.routeOptions.url?.includes(":")) return;
    const path = withoutTrailingSlash(request.url.split("?")[0] ?? "/");
    const fixed = fixedPaths.get(path);
    if (fixed && !fixed.has(request.method)) return notAllowed(request, reply, path, [...fixed]);
  });
  return answerUnrouted;
}
