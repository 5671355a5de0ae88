import { readSettings } from "@hostkit/rest/process";
import { Type, type Static } from "typebox";

/** The plain settings, checked and converted by env-schema; the others are read where they are used. */
export const EnvSchema = Type.Object({
  // The mode is explicit: `npm run dev` says development, tests say test; a bare `node dist/server.js` is production.
  NODE_ENV: Type.Enum(["development", "production", "test"], { default: "production" }),
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  // The address to listen on: every interface by default, as containers and platforms need.
  HOST: Type.String({
    pattern: "^([0-9A-Za-z]([0-9A-Za-z-]{0,61}[0-9A-Za-z])?(\\.[0-9A-Za-z]([0-9A-Za-z-]{0,61}[0-9A-Za-z])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$",
    maxLength: 253,
    description: "an IP address or a host name",
    default: "0.0.0.0",
  }),
  LOG_LEVEL: Type.Optional(
    Type.Enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      description: "one of fatal, error, warn, info, debug, trace, silent",
    }),
  ),
  DOCS: Type.Boolean({ default: false }),
<%_ if (https) { _%>
  HTTPS_ONLY: Type.Boolean({ default: true }),
<%_ } _%>
  PUBLIC_URL: Type.Optional(
    Type.String({ pattern: "^https?://[^\\s/?#]+[^\\s?#]*$", description: "the API's public address, such as https://api.example.com" }),
  ),
<%_ if (databaseTitle) { _%>
  <%= databaseVariable %>: Type.Optional(Type.String()),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, default: 10 }),
  DATABASE_STATEMENT_TIMEOUT: Type.Integer({ minimum: 1, default: 10_000 }),
<%_ if (postgres) { _%>
  DATABASE_QUERY_TIMEOUT: Type.Optional(Type.Integer({ minimum: 1 })),
  DATABASE_CONNECTION_TIMEOUT: Type.Optional(Type.Integer({ minimum: 1 })),
<%_ } _%>
<%_ } _%>
  // Seconds a client may take over a request, over its headers, and idle between kept-alive requests.
  REQUEST_TIMEOUT: Type.Integer({ minimum: 1, default: 30 }),
  HEADERS_TIMEOUT: Type.Integer({ minimum: 1, default: 10 }),
  KEEP_ALIVE_TIMEOUT: Type.Integer({ minimum: 1, default: 5 }),
<%_ if (auth) { _%>
  JWT_EXPIRES_IN: Type.String({
    pattern: "^\\d+\\s*(s|sec|secs|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)?$",
    description: 'seconds or a number and a unit such as "7d"',
    default: "7d",
  }),
  ACCESS_TOKEN_IN_QUERY: Type.Boolean({ default: false }),
  GRAVATAR: Type.Boolean({ default: false }),
<%_ } _%>
});

export type Env = Static<typeof EnvSchema>;

export type Mode = Env["NODE_ENV"];

export type LogLevel = NonNullable<Env["LOG_LEVEL"]>;

/** Production refuses to start without these; each missing one is named at once. */
export const requiredInProduction = <%- JSON.stringify(requiredInProduction) %>;

/** Reads the plain settings; an empty variable is an absent one, as `NAME=` in `.env` means. */
export function readEnv(env: Record<string, string | undefined>): Env {
  return readSettings(EnvSchema, env, { requiredInProduction });
}
