<%_ const social = authMethods.some((method) => method !== "password") _%>
<%_ if (social) { _%>
import { loadSocialConfig, type SocialConfig } from "./auth/social/social-config.js";
<%_ } _%>
<%_ if (auth) { _%>
import { readSecrets } from "./auth/read-secrets.js";
<%_ } _%>
<%_ if (passwordReset) { _%>
import { readOrigins } from "./http/read-origins.js";
<%_ } _%>
import { loadHttpConfig, type HttpConfig } from "./http/http-config.js";
import { readEnv } from "./read-env.js";
<%_ if (auth) { _%>
import { loadRateLimitConfig, type RateLimitConfig } from "./http/rate-limit-config.js";
<%_ } _%>
<%_ if (passwordReset) { _%>
import { loadMailConfig, type MailConfig } from "./mail/mail-config.js";
<%_ } _%>

export type Mode = "development" | "production" | "test";

export interface Config {
  mode: Mode;
  host: string;
  port: number;
<%_ if (auth) { _%>
  masterKey: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Whether `access_token` may come in the query string, as in the original generator (ACCESS_TOKEN_IN_QUERY). */
  queryToken: boolean;
<%_ } _%>
<%_ if (social) { _%>
  /** This API's apps at the sign-in providers, their addresses, and the front-end pages a sign-in returns to. */
  social: SocialConfig;
<%_ } _%>
  http: HttpConfig;
  /** Whether /docs serves the API reference: always while developing, in production only when DOCS=true. */
  docs: boolean;
<%_ if (auth) { _%>
  /** Limits on sign-in<% if (passwordReset) { %> and reset mails<% } %>. */
  rateLimit: RateLimitConfig;
<%_ } _%>
<%_ if (passwordReset) { _%>
  mail: MailConfig;
  /** Origins a mailed link may point to; any http(s) link when empty, which only development and tests allow. */
  resetLinkOrigins: string[];
<%_ } _%>
  /** MongoDB connection string; the embedded store is used without it. */
  mongodbUri?: string;
  /** Folder of the embedded store's files; in memory when absent. */
  dataDir?: string;
}

type Env = Record<string, string | undefined>;

/** The settings of `env`; throws naming what is wrong or, in production, every required variable missing. */
export function loadConfig(env: Env): Config {
  const plain = readEnv(env);
  const mode = plain.NODE_ENV;
  return {
    mode,
    host: "0.0.0.0",
    port: plain.PORT ?? (mode === "production" ? 8080 : 9000),
<%_ if (auth) { _%>
    ...readSecrets(env, mode),
    jwtExpiresIn: plain.JWT_EXPIRES_IN,
    queryToken: plain.ACCESS_TOKEN_IN_QUERY,
<%_ } _%>
<%_ if (social) { _%>
    social: loadSocialConfig(env, mode === "production"),
<%_ } _%>
    http: loadHttpConfig(env, mode),
    docs: mode === "development" || plain.DOCS,
<%_ if (auth) { _%>
    rateLimit: loadRateLimitConfig(env),
<%_ } _%>
<%_ if (passwordReset) { _%>
    mail: loadMailConfig(env),
    resetLinkOrigins: readResetLinkOrigins(env.RESET_LINK_ORIGINS, mode),
<%_ } _%>
    mongodbUri: plain.MONGODB_URI,
    dataDir: mode === "test" ? undefined : "data",
  };
}
<%_ if (passwordReset) { _%>

/** In production a mailed link must lead to your own https pages, or a request could send a token anywhere. */
function readResetLinkOrigins(value: string | undefined, mode: Mode): string[] {
  const origins = readOrigins("RESET_LINK_ORIGINS", value);
  if (mode !== "production") return origins;
  if (origins.length === 0) throw new Error("RESET_LINK_ORIGINS is required in production: the https origins of your reset pages");
  const plain = origins.find((origin) => !origin.startsWith("https://"));
  if (plain) throw new Error(`RESET_LINK_ORIGINS must list https origins in production, got "${plain}"`);
  return origins;
}
<%_ } _%>
