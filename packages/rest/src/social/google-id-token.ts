import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { HttpError } from "../errors/http-error.js";
import { refusedToken } from "./fetch-provider-json.js";
import type { ClientCredentials, SocialConfig } from "./social-config.js";

const title = "Google";
// Google signs ID tokens with either spelling of its issuer.
const issuers = ["https://accounts.google.com", "accounts.google.com"];

// One key set per address: jose keeps Google's keys between sign-ins and fetches them again when they rotate.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Whether a token has the shape of a JWT (an ID token) rather than an opaque access token. */
export function isJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/** The claims of an ID token signed by Google for this app (`aud`), not expired; anything else is an HttpError. */
export async function googleIdTokenClaims(
  token: string,
  client: ClientCredentials,
  config: SocialConfig,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keySet(config), {
      issuer: issuers,
      audience: client.id,
      algorithms: ["RS256"],
    });
    return payload;
  } catch (error) {
    throw idTokenError(error);
  }
}

function keySet(config: SocialConfig): ReturnType<typeof createRemoteJWKSet> {
  const key = `${config.googleJwksUrl} ${config.timeoutMs}`;
  let found = keySets.get(key);
  if (!found) {
    found = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: config.timeoutMs });
    keySets.set(key, found);
  }
  return found;
}

function idTokenError(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired) return refusedToken(title, "the ID token has expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return refusedToken(title, "the ID token was issued to another app");
    return refusedToken(title, `the ID token's ${error.claim} claim is not valid`);
  }
  if (error instanceof errors.JWKSTimeout)
    return new HttpError(401, `${title} did not answer in time; try again later`);
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return refusedToken(title, "the ID token is not signed by Google");
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return refusedToken(title, "the ID token is malformed");
  }
  // Google's key set did not answer, or not with keys.
  return new HttpError(401, `${title}'s signing keys could not be read; try again later`);
}
