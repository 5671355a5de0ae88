import type { Config } from "../config.js";
import { HttpError } from "../errors/http-error.js";
import type { HitCounter } from "../http/hit-counter.js";
import type { Collection } from "../store/store.js";
import { normalizeEmail } from "../<%= apiDir %>/users/normalize-email.js";
import type { User } from "../<%= apiDir %>/users/user.js";
import { basicCredentials } from "./basic-credentials.js";
import type { Guard } from "./create-auth.js";
import { hashPassword, verifyPassword } from "./password.js";

/** The one answer to a wrong e-mail or password, wherever a password is checked. */
export const wrongPassword = () => new HttpError(401, "Wrong e-mail or password");

/** HTTP Basic `email:password`; sets `request.user`. */
export function passwordGuard(config: Pick<Config, "rateLimit">, users: Collection<User>, hits: HitCounter): Guard {
  // Checking a password against this when the e-mail is unknown makes both failures take as long.
  const decoy = hashPassword("decoy password");

  return async (request, reply) => {
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
    // Only a stored password lets anyone in, never the decoy's.
    if (!user?.password || !valid) throw wrongPassword();
    await hits.reset(`account:${email}`);
    request.user = user;
  };
}
