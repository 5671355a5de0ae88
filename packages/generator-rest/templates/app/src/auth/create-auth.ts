<%_ if (auth) { _%>
<%_ const password = authMethods.includes("password") _%>
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { HttpError } from "../errors/http-error.js";
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

/** A route's `preValidation` hook: it rejects with 401 before the body or query is even validated. */
export type Guard = (request: FastifyRequest) => Promise<void>;

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

export function createAuth(config: Pick<Config, "masterKey" | "jwtSecret">, users: Collection<User>): Auth {
<%_ if (password) { _%>
  // Checking a password against this when the e-mail is unknown makes both failures take as long.
  const decoy = hashPassword("decoy password");
<%_ } _%>
  const verifyToken = tokenVerifier(config.jwtSecret);

  async function tokenUser(request: FastifyRequest): Promise<StoredUser> {
    const token = accessToken(request);
    const id = token === undefined ? undefined : await verifyToken(token);
    const user = id === undefined ? null : await users.findById(id);
    if (!user) throw new HttpError(401, "A valid user token is required as access_token or Bearer");
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
    async password(request) {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new HttpError(401, "HTTP Basic credentials email:password are required");
      const user = await users.findOne({ email: normalizeEmail(credentials.email) });
      const valid = await verifyPassword(user?.password ?? (await decoy), credentials.password);
<%_ if (authMethods.length > 1) { _%>
      // Users who signed up through a provider have no password: the decoy's must not let anyone in.
      if (!user?.password || !valid) throw new HttpError(401, "Wrong e-mail or password");
<%_ } else { _%>
      if (!user || !valid) throw new HttpError(401, "Wrong e-mail or password");
<%_ } _%>
      request.user = user;
    },
<%_ } _%>
  };
}
<%_ } _%>
