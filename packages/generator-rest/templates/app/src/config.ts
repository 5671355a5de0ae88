import { loadHttpConfig, loadTimeouts, type HttpConfig, type Timeouts } from "@hostkit/rest/http";
<%_ if (auth) { _%>
import { <%- password ? "loadAccountLimitConfig, " : "" %>loadRateLimitConfig } from "@hostkit/rest/rate-limits";
import type { AuthConfig } from "./auth/auth-config.js";
import { readSecrets } from "@hostkit/rest/auth";
<%_ } _%>
<%_ if (social) { _%>
import { loadSocialConfig, type SocialConfig } from "@hostkit/rest/social";
<%_ } _%>
import { readEnv, type LogLevel, type Mode } from "./read-env.js";
import type { StoreConfig } from "./open-store.js";
<%_ if (passwordReset) { _%>
import { loadMailConfig, type MailConfig } from "./mail/mail-config.js";
import { readResetLinkOrigins } from "./mail/reset-link-origins.js";
<%_ } _%>

/** Every setting, read once at start-up; each module's own settings are its part of it. */
export interface Config extends StoreConfig<%= auth ? ", AuthConfig" : "" %> {
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
<%_ if (https) { _%>
  /**
   * Whether plain-HTTP requests are redirected or refused: in production, unless HTTPS_ONLY=false says that no
   * proxy ends TLS in front of this instance (a try on the developer's machine), where nothing could answer.
   */
  httpsOnly: boolean;
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
<%_ if (https) { _%>
    httpsOnly: mode === "production" && plain.HTTPS_ONLY,
<%_ } _%>
    dataDir: mode === "test" ? undefined : "data",
<%_ if (databaseTitle) { _%>
    database: plain.<%= databaseVariable %>
      ? {
          url: plain.<%= databaseVariable %>,
          poolSize: plain.DATABASE_POOL_SIZE,
          statementTimeoutMs: plain.DATABASE_STATEMENT_TIMEOUT,
<%_ if (postgres) { _%>
          queryTimeoutMs: plain.DATABASE_QUERY_TIMEOUT,
          connectionTimeoutMs: plain.DATABASE_CONNECTION_TIMEOUT,
<%_ } _%>
        }
      : undefined,
<%_ } _%>
<%_ if (auth) { _%>
    ...readSecrets(env, mode),
    jwtExpiresIn: plain.JWT_EXPIRES_IN,
    issuer: "<%= name %>",
    queryToken: plain.ACCESS_TOKEN_IN_QUERY,
    gravatar: plain.GRAVATAR,
<%_ if (password) { _%>
    rateLimit: { ...loadRateLimitConfig(env, { redisPrefix: "<%= name %>:rate-limit:" }), ...loadAccountLimitConfig(env) },
<%_ } else { _%>
    rateLimit: loadRateLimitConfig(env, { redisPrefix: "<%= name %>:rate-limit:" }),
<%_ } _%>
<%_ } _%>
<%_ if (social) { _%>
    social: loadSocialConfig(env, { providers: [<%- providerList %>], production: mode === "production", userAgent: "<%= name %>" }),
<%_ } _%>
<%_ if (passwordReset) { _%>
    mail: loadMailConfig(env),
    resetLinkOrigins: readResetLinkOrigins(env.RESET_LINK_ORIGINS, mode),
<%_ } _%>
  };
}
