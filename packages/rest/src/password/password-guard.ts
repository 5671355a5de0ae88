import { normalizeEmail } from "../auth/normalize-email.js";
import type { Guard } from "../auth/guard.js";
import { HttpError } from "../errors/http-error.js";
import { clientNetwork } from "../http/client-network.js";
import type { AccountLimitConfig } from "../rate-limits/rate-limit-config.js";
import type { HitCounter } from "../rate-limits/hit-counter.js";
import type { Collection } from "../store/store.js";
import { basicCredentials } from "./basic-credentials.js";
import { hashPassword, verifyPassword } from "./password-hash.js";

/** What the guard reads of an account: its e-mail, its password's hash, and when its password last changed. */
export interface PasswordAccount {
  email: string;
  password?: string | null;
  tokensValidAfter?: Date | null;
}

/** The one answer to a wrong e-mail or password, wherever a password is checked. */
export const wrongPassword = () => new HttpError(401, "Wrong e-mail or password");

/** Wrong passwords an account takes from all networks together, as a multiple of those from one network. */
export const accountCeilingFactor = 10;

// What the schemas accept as an e-mail, roughly: anything else cannot be an account, and is not counted.
const possibleEmail = /^[^\s@]+@[^\s@]+$/;

/**
 * HTTP Basic `email:password`; sets `request.user`, which the project declares on FastifyRequest with its user type.
 *
 * Wrong passwords are counted per account and client network (an IPv4 address, an IPv6 /64): after
 * RATE_LIMIT_ACCOUNT_MAX of them in the window, that network gets 429 for that account, and nobody else
 * does, so a stranger locks out only themselves. Guessing spread over many networks stops at ten times as
 * many for the account as a whole; that lock only many networks can cause, and the owner lifts it by
 * resetting (or changing) the password, which starts the counts afresh.
 */
export function passwordGuard<U extends PasswordAccount>(
  config: { rateLimit: AccountLimitConfig },
  users: Collection<U>,
  hits: HitCounter,
): Guard {
  // Checking a password against this when the e-mail is unknown makes both failures take as long.
  const decoy = hashPassword("decoy password");
  const { accountMax, accountWindowMs } = config.rateLimit;

  return async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) throw new HttpError(401, "HTTP Basic credentials email:password are required");
    const email = normalizeEmail(credentials.email);
    if (email.length > 254 || !possibleEmail.test(email)) throw wrongPassword();
    const user = await users.findOne({ email });
    // A new password (set by a reset or a change) starts new counts: the keys carry when it was set.
    const account = `account:${email}:${user?.tokensValidAfter?.getTime() ?? 0}`;
    const network = `${account}:${clientNetwork(request.ip)}`;
    // Every attempt counts until one succeeds, so parallel guesses stop at the limit too, before the costly hash.
    const [fromNetwork, fromAll] = await Promise.all([
      hits.hit(network, accountWindowMs),
      hits.hit(account, accountWindowMs),
    ]);
    const locked =
      fromNetwork.count > accountMax
        ? fromNetwork
        : fromAll.count > accountMax * accountCeilingFactor
          ? fromAll
          : undefined;
    if (locked) {
      reply.header("retry-after", Math.ceil(locked.ttl / 1000));
      throw new HttpError(429, "Too many wrong passwords for this account: try again later, or reset the password");
    }
    const valid = await verifyPassword(user?.password ?? (await decoy), credentials.password);
    // Only a stored password lets anyone in, never the decoy's.
    if (!user?.password || !valid) throw wrongPassword();
    // The owner is in: the counts start afresh, as after a reset.
    await Promise.all([hits.reset(network), hits.reset(account)]);
    // request.user is declared by the project, with its own user type.
    Object.assign(request, { user });
  };
}
