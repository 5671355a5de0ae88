import type { Store } from "../store/store.js";

declare module "fastify" {
  interface FastifyInstance {
    /** What `GET /health/ready` asks, by the name it gives when one fails; a part that connects to a server adds its own. */
    readiness: Map<string, () => Promise<unknown>>;
  }
}

/** The checks every API starts with: its store answers. */
export function readinessChecks(store: Pick<Store, "ping">): Map<string, () => Promise<unknown>> {
  return new Map([["database", () => store.ping()]]);
}
