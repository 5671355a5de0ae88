<%_ if (auth) { _%>
import { createSecretKey, type KeyObject } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

const algorithm = "HS256";
// Enough for every active client of one instance; the oldest entry goes first.
const rememberedTokens = 10_000;

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

/** A signed token naming the user in `sub`, valid for `jwtExpiresIn`. */
export function signUserToken(userId: string, settings: TokenSettings): Promise<string> {
  return new SignJWT()
    .setProtectedHeader({ alg: algorithm })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expiresIn(settings.jwtExpiresIn))
    .sign(key(settings.jwtSecret));
}

export type TokenVerifier = (token: string) => Promise<string | undefined>;

/**
 * Answers the user id of a valid token, undefined for a forged, expired or otherwise broken one.
 * Clients send the same token with every request, so a verified token is remembered until it expires:
 * checking its signature again would be most of a request's work.
 */
export function tokenVerifier(jwtSecret: string): TokenVerifier {
  const secret = key(jwtSecret);
  const verified = new Map<string, { userId: string; expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.userId;
    verified.delete(token);
    try {
      // Pinning the algorithm refuses "none" and any key-confusion trick.
      const { payload } = await jwtVerify<{ sub: string; exp: number }>(token, secret, {
        algorithms: [algorithm],
        requiredClaims: ["sub", "exp"],
      });
      if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value as string);
      verified.set(token, { userId: payload.sub, expiresAt: payload.exp * 1000 });
      return payload.sub;
    } catch {
      return undefined;
    }
  };
}

function key(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, "utf8"));
}

/** "3600" means seconds, as in the original generator; "7d", "12h"... are passed on. */
function expiresIn(value: string): string {
  return /^\d+$/.test(value) ? `${value}s` : value;
}
<%_ } _%>
