import type { FastifyRequest } from "fastify";
import { type Collection, HttpError } from "@hostkit/rest";
import { accessToken, type Guard, isMasterKey, tokenVerifier } from "@hostkit/rest/auth";
<%_ if (password) { _%>
import type { HitCounter } from "@hostkit/rest/rate-limits";
<%_ } _%>
import type { StoredUser, User } from "../users/user.js";
import type { AuthConfig } from "./auth-config.js";
<%_ if (password) { _%>
import { passwordGuard } from "@hostkit/rest/password";
<%_ } _%>

export interface Auth {
  /** The master key, as `access_token` or Bearer. */
  masterKey: Guard;
  /** A signed-in user's token; sets `request.user`. */
  user: Guard;
  /** An administrator's token; sets `request.user`. */
  admin: Guard;
<%_ if (password) { _%>
  /** HTTP Basic `email:password`; sets `request.user`. */
  password: Guard;
<%_ } _%>
}

export function createAuth(
  config: Pick<AuthConfig, "masterKey" | "jwtSecret" | "issuer" | "rateLimit">,
  users: Collection<User>,
<%_ if (password) { _%>
  hits: HitCounter,
<%_ } _%>
): Auth {
  const verifyToken = tokenVerifier(config);

  async function tokenUser(request: FastifyRequest): Promise<StoredUser> {
    const token = accessToken(request);
    const claims = token === undefined ? undefined : await verifyToken(token);
    const user = claims === undefined ? null : await users.findById(claims.userId);
    if (!user) throw new HttpError(401, "A valid user token is required as access_token or Bearer");
    // Signing out everywhere<%= password ? " and changing the password" : "" %> end every token issued before.
    if (claims && user.tokensValidAfter && claims.issuedAt < user.tokensValidAfter.getTime()) {
      throw new HttpError(401, "This token was signed out: sign in again");
    }
    request.user = user;
    return user;
  }

  return {
    async masterKey(request) {
      if (!isMasterKey(accessToken(request), config.masterKey)) {
        throw new HttpError(401, "The master key is required as access_token or Bearer");
      }
    },
    async user(request) {
      await tokenUser(request);
    },
    async admin(request) {
      if ((await tokenUser(request)).role !== "admin") throw new HttpError(403, "Only an administrator may do this");
    },
<%_ if (password) { _%>
    password: passwordGuard(config, users, hits),
<%_ } _%>
  };
}
