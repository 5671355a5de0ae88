import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-body.js";

/** A route's path as a pattern of its segments: a `:param` segment takes any one segment. */
function pathPattern(url: string): RegExp {
  const segments = url
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/").replace(/\/$/, "")}/?$`);
}

/**
 * Answers a request no route takes: 405 with `Allow` (the path's methods) when the path is known and only the
 * method is not, 404 otherwise. Call it before the routes are added: it learns them as they are.
 */
export function notFoundHandler(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook("onRoute", (route) => {
    routes.push({ pattern: pathPattern(route.url), methods: [route.method].flat() });
  });
  return (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header("allow", allowed.sort().join(", "));
      return reply
        .status(405)
        .send(errorBody(405, `${request.method} is not allowed on ${path}; use ${allowed.join(", ")}`));
    }
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  };
}
