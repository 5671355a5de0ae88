import type { FastifyServerOptions } from "fastify";
import type { Mode } from "./config.js";

/** Readable lines while developing, JSON lines in production, silence in tests. */
export function loggerOptions(mode: Mode): FastifyServerOptions["logger"] {
  if (mode === "test") return false;
  if (mode === "production") return { level: "info" };
  return {
    level: "debug",
    transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
  };
}
