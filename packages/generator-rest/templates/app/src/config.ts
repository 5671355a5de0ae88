import { loadHttpConfig, type HttpConfig } from "./http/http-config.js";
<%_ if (auth) { _%>
import { readSecrets } from "./auth/read-secrets.js";
import { loadRateLimitConfig, type RateLimitConfig } from "./http/rate-limit-config.js";
<%_ } _%>
<%_ if (social) { _%>
import { loadSocialConfig, type SocialConfig } from "./auth/social/social-config.js";
<%_ } _%>
import { loadTimeouts, type Timeouts } from "./http/timeouts.js";
import { readEnv, type Env as PlainEnv } from "./read-env.js";
<%_ if (databaseTitle) { _%>
import type { DatabaseConfig } from "./store/store.js";
<%_ } _%>
<%_ if (passwordReset) { _%>
import { loadMailConfig, type MailConfig } from "./mail/mail-config.js";
import { readResetLinkOrigins } from "./mail/reset-link-origins.js";
<%_ } _%>

export type Mode = "development" | "production" | "test";

export type LogLevel = NonNullable<PlainEnv["LOG_LEVEL"]>;

export interface Config {
  mode: Mode;
  /** The address to listen on (HOST): every interface by default. */
  host: string;
  port: number;
  /** The lowest level logged (LOG_LEVEL), info by default: one line per request; debug adds each arrival. */
  logLevel: LogLevel;
  http: HttpConfig;
  timeouts: Timeouts;
  /** Whether /docs serves the API reference: always while developing, in production only when DOCS=true. */
  docs: boolean;
  /** Where clients reach the API (PUBLIC_URL), which the OpenAPI document names as its server. */
  publicUrl?: string;
  /** Folder of the embedded store's files; in memory when absent. */
  dataDir?: string;
<%_ if (databaseTitle) { _%>
  /** <%= databaseTitle %>, used instead of the embedded store when <%= databaseVariable %> is set. */
  database?: DatabaseConfig;
<%_ } _%>
<%_ if (auth) { _%>
  masterKey: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Whether `access_token` may come in the query string, as in the original generator (ACCESS_TOKEN_IN_QUERY). */
  queryToken: boolean;
  /** Whether a user without a picture gets their Gravatar image, which publishes a hash of their e-mail (GRAVATAR). */
  gravatar: boolean;
  /** Limits on the routes where passwords are checked or mails sent (see http/rate-limits.ts). */
  rateLimit: RateLimitConfig;
<%_ } _%>
<%_ if (social) { _%>
  /** This API's apps at the sign-in providers, their addresses, and the front-end pages a sign-in returns to. */
  social: SocialConfig;
<%_ } _%>
<%_ if (passwordReset) { _%>
  mail: MailConfig;
  /** Origins a mailed link may point to; any http(s) link when empty, which only development and tests allow. */
  resetLinkOrigins: string[];
<%_ } _%>
}

type Env = Record<string, string | undefined>;

/** The settings of `env`; throws naming what is wrong or, in production, every required variable missing. */
export function loadConfig(env: Env): Config {
  const plain = readEnv(env);
  const mode = plain.NODE_ENV;
  return {
    mode,
    host: plain.HOST,
    port: plain.PORT ?? (mode === "production" ? 8080 : 9000),
    logLevel: plain.LOG_LEVEL ?? "info",
    http: loadHttpConfig(env, mode),
    timeouts: loadTimeouts({ request: plain.REQUEST_TIMEOUT, headers: plain.HEADERS_TIMEOUT, keepAlive: plain.KEEP_ALIVE_TIMEOUT }),
    docs: mode === "development" || plain.DOCS,
    publicUrl: plain.PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: mode === "test" ? undefined : "data",
<%_ if (databaseTitle) { _%>
    database: plain.<%= databaseVariable %>
      ? { url: plain.<%= databaseVariable %>, poolSize: plain.DATABASE_POOL_SIZE, statementTimeoutMs: plain.DATABASE_STATEMENT_TIMEOUT }
      : undefined,
<%_ } _%>
<%_ if (auth) { _%>
    ...readSecrets(env, mode),
    jwtExpiresIn: plain.JWT_EXPIRES_IN,
    queryToken: plain.ACCESS_TOKEN_IN_QUERY,
    gravatar: plain.GRAVATAR,
    rateLimit: loadRateLimitConfig(env),
<%_ } _%>
<%_ if (social) { _%>
    social: loadSocialConfig(env, mode === "production"),
<%_ } _%>
<%_ if (passwordReset) { _%>
    mail: loadMailConfig(env),
    resetLinkOrigins: readResetLinkOrigins(env.RESET_LINK_ORIGINS, mode),
<%_ } _%>
  };
}
