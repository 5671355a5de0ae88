import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { bearer, consent, consentPage, holder, json, now, thisApp, tradeCode, valid, type FakeAccount, type Grant, type ProviderFake } from "./fake-provider.js";

// Made as the tests load, not inside a test: an RSA key takes a while on a busy machine.
/** The key Google signs ID tokens with, and one its key set does not hold. */
const googleKeys = generateKeyPair("RS256");
const otherKeys = generateKeyPair("RS256");

/** What Google tells of a person, in its userinfo answer and its ID tokens alike; no e-mail without the email scope. */
function googleClaims(account: FakeAccount): Record<string, unknown> {
  const email = account.email && account.emailShared !== false ? { email: account.email, email_verified: account.emailVerified !== false } : {};
  return { sub: account.id, name: account.name, picture: account.picture, ...email };
}

/** A Google ID token of `account`; `forged` signs it with a key Google's key set does not hold. */
export async function googleIdToken(account: FakeAccount, { clientId = thisApp.id, expired = false, forged = false }: Grant & { forged?: boolean } = {}): Promise<string> {
  const { privateKey } = await (forged ? otherKeys : googleKeys);
  return new SignJWT(googleClaims(account))
    .setProtectedHeader({ alg: "RS256", kid: "fake-google-key" })
    .setIssuer("https://accounts.google.com")
    .setAudience(clientId)
    .setIssuedAt(now() - 7200)
    .setExpirationTime(expired ? now() - 3600 : now() + 3600)
    .sign(privateKey);
}

/** Google's token info, userinfo, key set and OAuth pages, as far as sign-in uses them. */
export const google: ProviderFake = {
  routes: {
    "GET /google/tokeninfo": ({ url }, state) => {
      const issued = valid(state.tokens.get(url.searchParams.get("access_token") ?? ""));
      if (!issued) return json(400, { error: "invalid_token", error_description: "Invalid Value" });
      const { account } = issued;
      const email = account.email && account.emailShared !== false ? { email: account.email, email_verified: String(account.emailVerified !== false) } : {};
      return json(200, { azp: issued.clientId, aud: issued.clientId, sub: account.id, scope: "openid email profile", exp: String(now() + 3600), expires_in: "3599", ...email });
    },
    "GET /google/userinfo": (exchange, state) => {
      const account = holder(state, bearer(exchange), json(401, { error: "invalid_request", error_description: "Invalid Credentials" }));
      if (!("id" in account)) return account;
      return json(200, googleClaims(account));
    },
    "GET /google/jwks": async () => {
      const key = { ...(await exportJWK((await googleKeys).publicKey)), kid: "fake-google-key", alg: "RS256", use: "sig" };
      return json(200, { keys: [key] });
    },
    "GET /google/authorize": (exchange, state) => consentPage("Google", exchange, state),
    "POST /google/authorize": consent,
    "POST /google/token": tradeCode,
  },
  env: (url) => ({
    GOOGLE_CLIENT_ID: thisApp.id,
    GOOGLE_CLIENT_SECRET: thisApp.secret,
    GOOGLE_TOKENINFO_URL: `${url}/google/tokeninfo`,
    GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
    GOOGLE_JWKS_URL: `${url}/google/jwks`,
    GOOGLE_OAUTH_URL: `${url}/google/authorize`,
    GOOGLE_TOKEN_URL: `${url}/google/token`,
  }),
};
