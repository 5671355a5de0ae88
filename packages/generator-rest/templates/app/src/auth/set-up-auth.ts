import type { FastifyInstance } from "fastify";
import type { Collection, Store } from "@hostkit/rest";
import { refuseQueryToken, takeQueryToken } from "@hostkit/rest/auth";
import { noStoreForTokens } from "@hostkit/rest/http";
import { rateLimits } from "@hostkit/rest/rate-limits";
import { openUsers } from "../users/open-users.js";
import type { User } from "../users/user.js";
import type { AuthConfig } from "./auth-config.js";
import { createAuth, type Auth } from "./create-auth.js";

/**
 * What sign-in adds to the app: its hooks and rate limits, which must come before any route, and the
 * users and guards every endpoint group receives.
 */
export async function setUpAuth(app: FastifyInstance, config: AuthConfig, store: Store): Promise<{ users: Collection<User>; auth: Auth }> {
  // Credentials in URLs end up in proxies' and browsers' histories; the original generator took them there.
  if (config.queryToken) takeQueryToken(app);
  else app.addHook("onRequest", refuseQueryToken);
  noStoreForTokens(app);
  <%= password ? "const hits = " : "" %>await rateLimits(app, config.rateLimit);
  const users = await openUsers(store);
  app.decorateRequest("user", null);
  return { users, auth: createAuth(config, users<%= password ? ", hits" : "" %>) };
}
