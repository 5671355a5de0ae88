import type { RateLimitConfig } from "../http/rate-limit-config.js";

/** The settings of users and sign-in, which config.ts reads from the environment. */
export interface AuthConfig {
  masterKey: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Whether `access_token` may come in the query string, as in the original generator (ACCESS_TOKEN_IN_QUERY). */
  queryToken: boolean;
  /** Whether a user without a picture gets their Gravatar image, which publishes a hash of their e-mail (GRAVATAR). */
  gravatar: boolean;
  /** Limits on the routes where passwords are checked or mails sent (see http/rate-limits.ts). */
  rateLimit: RateLimitConfig;
}
