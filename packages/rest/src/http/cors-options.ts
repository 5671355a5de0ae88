import type { FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import type { HttpConfig } from "./http-config.js";

/**
 * Browsers on the listed origins may call the API; without any (undefined), no other site may. The allowed
 * methods are those of the routes: the list is filled as routes are added (call this before adding them),
 * and the plugin reads it at each preflight, so a new PATCH route is never left out.
 */
export function corsOptions(app: FastifyInstance, origins: HttpConfig["corsOrigins"]): FastifyCorsOptions | undefined {
  if (origins !== "*" && origins.length === 0) return undefined;
  const methods: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "OPTIONS" && !methods.includes(method)) methods.push(method);
  });
  return {
    origin: origins,
    methods,
    // A page in a browser pages through lists by their Link header, and reads the total a list was asked for.
    exposedHeaders: ["link", "x-total-count"],
    // Preflight answers may be cached for ten minutes.
    maxAge: 600,
  };
}
