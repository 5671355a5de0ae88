import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

/**
 * Marks `Cache-Control: no-store` on the routes whose documented answers carry a `token`, so no browser
 * or proxy cache keeps one. Call it before the routes are added.
 */
export function noStoreForTokens(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!carriesToken(route)) return;
    const hooks = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), noStore];
  });
}

function carriesToken(route: RouteOptions): boolean {
  const responses = Object.values((route.schema?.response ?? {}) as Record<string, { properties?: object }>);
  return responses.some((response) => response.properties !== undefined && "token" in response.properties);
}

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}
