<%_ if (auth) { _%>
import { SignJWT, jwtVerify } from "jose";

const algorithm = "HS256";

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

/** The user id of a valid token; undefined for a forged, expired or otherwise broken one. */
export async function verifyUserToken(token: string, jwtSecret: string): Promise<string | undefined> {
  try {
    // Pinning the algorithm refuses "none" and any key-confusion trick.
    const { payload } = await jwtVerify(token, key(jwtSecret), { algorithms: [algorithm] });
    return payload.sub;
  } catch {
    return undefined;
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** "3600" means seconds, as in the original generator; "7d", "12h"... are passed on. */
function expiresIn(value: string): string {
  return /^\d+$/.test(value) ? `${value}s` : value;
}
<%_ } _%>
