import { createSecretKey, type KeyObject } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

const algorithm = "HS256";
// Enough for every active client of one instance; the oldest entry goes first.
const rememberedTokens = 10_000;

/**
 * How an API signs its tokens. They name the API (`issuer`, its name) as who issued them and whom they are for, so
 * a token another service signs with a shared secret is refused.
 */
export interface TokenSettings {
  jwtSecret: string;
  /** `"3600"` is seconds; `"7d"`, `"12h"`... as jose reads them. */
  jwtExpiresIn: string;
  issuer: string;
}

/** What a valid token says: whose it is and when it was issued (milliseconds since the epoch). */
export interface TokenClaims {
  userId: string;
  issuedAt: number;
}

/**
 * A signed token naming the user in `sub`, valid for `jwtExpiresIn`. `iat` keeps the milliseconds
 * (a NumericDate may have a fraction), so a sign-out in the same second still refuses older tokens.
 */
export function signUserToken(userId: string, settings: TokenSettings): Promise<string> {
  return new SignJWT()
    .setProtectedHeader({ alg: algorithm })
    .setSubject(userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.issuer)
    .setIssuedAt(Date.now() / 1000)
    .setExpirationTime(expiresIn(settings.jwtExpiresIn))
    .sign(key(settings.jwtSecret));
}

export type TokenVerifier = (token: string) => Promise<TokenClaims | undefined>;

/**
 * Answers the claims of a valid token, undefined for a forged, expired or otherwise broken one.
 * Clients send the same token with every request, so a verified token is remembered until it expires:
 * checking its signature again would be most of a request's work.
 */
export function tokenVerifier({ jwtSecret, issuer }: Pick<TokenSettings, "jwtSecret" | "issuer">): TokenVerifier {
  const secret = key(jwtSecret);
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return { userId: known.userId, issuedAt: known.issuedAt };
    verified.delete(token);
    try {
      // Pinning the algorithm refuses "none" and any key-confusion trick.
      const { payload } = await jwtVerify<{ sub: string; exp: number; iat: number }>(token, secret, {
        algorithms: [algorithm],
        issuer,
        audience: issuer,
        requiredClaims: ["sub", "exp", "iat"],
      });
      const claims = { userId: payload.sub, issuedAt: payload.iat * 1000 };
      if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value as string);
      verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
      return claims;
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
