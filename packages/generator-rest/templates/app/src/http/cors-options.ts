import type { FastifyCorsOptions } from "@fastify/cors";
import type { HttpConfig } from "./http-config.js";

/** Browsers on the listed origins may call the API; without any, no other site may. */
export function corsOptions(origins: HttpConfig["corsOrigins"]): FastifyCorsOptions {
  return {
    origin: origins === "*" ? "*" : origins.length > 0 ? origins : false,
    methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
    // Preflight answers may be cached for ten minutes.
    maxAge: 600,
  };
}
