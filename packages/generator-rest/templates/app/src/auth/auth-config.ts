import type { <%- password ? "AccountLimitConfig, " : "" %>RateLimitConfig } from "@hostkit/rest/rate-limits";

/** The settings of users and sign-in, which config.ts reads from the environment. */
export interface AuthConfig {
  masterKey: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** The name user tokens carry as their issuer and audience: this API's, so that no other service's token passes. */
  issuer: string;
  /** Whether `access_token` may come in the query string, as in the original generator (ACCESS_TOKEN_IN_QUERY). */
  queryToken: boolean;
  /** Whether a user without a picture gets their Gravatar image, which publishes a hash of their e-mail (GRAVATAR). */
  gravatar: boolean;
  /** Limits on the routes where passwords are checked or mails sent (see `rateLimits` of @hostkit/rest/rate-limits). */
  rateLimit: RateLimitConfig<%- password ? " & AccountLimitConfig" : "" %>;
}
