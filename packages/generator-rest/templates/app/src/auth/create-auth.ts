<%_ if (auth) { _%>
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { HttpError } from "../errors/http-error.js";
import type { Collection } from "../store/store.js";
import { normalizeEmail } from "../<%= apiDir %>/users/normalize-email.js";
import type { StoredUser, User } from "../<%= apiDir %>/users/user.js";
import { accessToken } from "./access-token.js";
import { basicCredentials } from "./basic-credentials.js";
import { isMasterKey } from "./master-key.js";
import { hashPassword, verifyPassword } from "./password.js";
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
  /** HTTP Basic `email:password`; sets `request.user`. */
  password: Guard;
}

export function createAuth(config: Pick<Config, "masterKey" | "jwtSecret">, users: Collection<User>): Auth {
  // Checking a password against this when the e-mail is unknown makes both failures take as long.
  const decoy = hashPassword("decoy password");
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
    async password(request) {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new HttpError(401, "HTTP Basic credentials email:password are required");
      const user = await users.findOne({ email: normalizeEmail(credentials.email) });
      const valid = await verifyPassword(user?.password ?? (await decoy), credentials.password);
      if (!user || !valid) throw new HttpError(401, "Wrong e-mail or password");
      request.user = user;
    },
  };
}
<%_ } _%>
