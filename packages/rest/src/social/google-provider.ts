import { fetchProviderJson, refusedToken } from "./fetch-provider-json.js";
import { googleIdTokenClaims, isJwt } from "./google-id-token.js";
import { profileOf } from "./profile-of.js";
import type { ClientCredentials, SocialConfig } from "./social-config.js";
import type { SocialProvider } from "./social-provider.js";
import { isTrueAt, textAt } from "./json-at.js";

const title = "Google";

/**
 * An ID token (what Google's web and mobile sign-in libraries hand out) is verified here against Google's
 * keys; an access token must be this app's according to Google's tokeninfo, then the OpenID Connect userinfo
 * endpoint gives the profile. Either way the e-mail counts only when `email_verified` is true.
 */
export const googleProvider: SocialProvider = {
  name: "google",
  title,
  async profile(token, client, config, signal) {
    const info = isJwt(token)
      ? await googleIdTokenClaims(token, client, config)
      : await accessTokenProfile(token, client, config, signal);
    return profileOf(title, {
      id: textAt(info, "sub"),
      name: textAt(info, "name"),
      email: isTrueAt(info, "email_verified") ? textAt(info, "email") : undefined,
      picture: textAt(info, "picture"),
    });
  },
  oauth: (config) => ({
    authorizeUrl: config.googleOauthUrl,
    tokenUrl: config.googleTokenUrl,
    scope: ["openid", "email", "profile"],
  }),
};

async function accessTokenProfile(
  token: string,
  client: ClientCredentials,
  config: SocialConfig,
  signal: AbortSignal,
): Promise<unknown> {
  const tokeninfo = new URL(config.googleTokeninfoUrl);
  tokeninfo.searchParams.set("access_token", token);
  // Google answers 400 for a token it does not know, or no longer honours.
  const info = await fetchProviderJson(title, tokeninfo.href, signal, {
    refusals: { 400: "it has expired, was revoked or is not valid" },
  });
  if (textAt(info, "aud") !== client.id && textAt(info, "azp") !== client.id)
    throw refusedToken(title, "it was issued to another app");
  if (Number(textAt(info, "exp") ?? 0) * 1000 <= Date.now()) throw refusedToken(title, "it has expired");
  return fetchProviderJson(title, config.googleUserinfoUrl, signal, { headers: { authorization: `Bearer ${token}` } });
}
