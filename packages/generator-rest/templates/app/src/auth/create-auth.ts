import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { HttpError } from "../errors/http-error.js";
<%_ if (password) { _%>
import type { HitCounter } from "../http/hit-counter.js";
<%_ } _%>
import type { Collection } from "../store/store.js";
<%_ if (password) { _%>
import { normalizeEmail } from "../<%= apiDir %>/users/normalize-email.js";
<%_ } _%>
import type { StoredUser, User } from "../<%= apiDir %>/users/user.js";
import { accessToken } from "./access-token.js";
<%_ if (password) { _%>
import { basicCredentials } from "./basic-credentials.js";
<%_ } _%>
import { isMasterKey } from "./master-key.js";
<%_ if (password) { _%>
import { hashPassword, verifyPassword } from "./password.js";
<%_ } _%>
import { tokenVerifier } from "./user-token.js";

/** A route's `preValidation` hook: it rejects (401, or 429 for an account under attack) before the body or query is even validated. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
<%_ if (password) { _%>

/** The one answer to a wrong e-mail or password, wherever a password is checked. */
export const wrongPassword = () => new HttpError(401, "Wrong e-mail or password");
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

<%_ if (password) { _%>
export function createAuth(
  config: Pick<Config, "masterKey" | "jwtSecret" | "rateLimit">,
  users: Collection<User>,
  hits: HitCounter,
): Auth {
  // Checking a password against this when the e-mail is unknown makes both failures take as long.
  const decoy = hashPassword("decoy password");
<%_ } else { _%>
export function createAuth(config: Pick<Config, "masterKey" | "jwtSecret">, users: Collection<User>): Auth {
<%_ } _%>
  const verifyToken = tokenVerifier(config.jwtSecret);

  async function tokenUser(request: FastifyRequest): Promise<StoredUser> {
    const token = accessToken(request);
    const claims = token === undefined ? undefined : await verifyToken(token);
    const user = claims === undefined ? null : await users.findById(claims.userId);
    if (!user) throw new HttpError(401, "A valid user token is required as access_token or Bearer");
    // Signing out everywhere<% if (password) { %> and changing the password<% } %> end every token issued before.
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
      if ((await tokenUser(request)).role !== "admin") throw new HttpError(401, "Only an administrator may do this");
    },
<%_ if (password) { _%>
    async password(request, reply) {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new HttpError(401, "HTTP Basic credentials email:password are required");
      const email = normalizeEmail(credentials.email);
      // Every attempt counts until one succeeds, so parallel guesses at one account from many addresses
      // stop at the limit too, before the costly hash.
      const attempts = await hits.hit(`account:${email}`, config.rateLimit.accountWindowMs);
      if (attempts.count > config.rateLimit.accountMax) {
        reply.header("retry-after", Math.ceil(attempts.ttl / 1000));
        throw new HttpError(429, "Too many wrong passwords for this account: try again later, or reset the password");
      }
      const user = await users.findOne({ email });
      const valid = await verifyPassword(user?.password ?? (await decoy), credentials.password);
<%_ if (authMethods.length > 1) { _%>
      // Users who signed up through a provider have no password: the decoy's must not let anyone in.
      if (!user?.password || !valid) throw wrongPassword();
<%_ } else { _%>
      if (!user || !valid) throw wrongPassword();
<%_ } _%>
      await hits.reset(`account:${email}`);
      request.user = user;
    },
<%_ } _%>
  };
}
