import type { FastifyCorsOptions } from "@fastify/cors";
import type { HttpConfig } from "./http-config.js";

/** Browsers on the listed origins may call the API; without any (undefined), no other site may. */
export function corsOptions(origins: HttpConfig["corsOrigins"]): FastifyCorsOptions | undefined {
  if (origins !== "*" && origins.length === 0) return undefined;
  return {
    origin: origins,
    methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
    // Preflight answers may be cached for ten minutes.
    maxAge: 600,
  };
}
