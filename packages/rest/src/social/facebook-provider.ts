import { createHmac } from "node:crypto";
import { fetchProviderJson, refusedToken } from "./fetch-provider-json.js";
import { profileOf } from "./profile-of.js";
import type { ClientCredentials } from "./social-config.js";
import type { SocialProvider } from "./social-provider.js";
import { isTrueAt, textAt } from "./json-at.js";

const title = "Facebook";

/**
 * Graph API `GET /debug_token` (asked with the app's own token) confirms the token is valid and this
 * app's; then `GET /me`, signed with `appsecret_proof`. Facebook only answers an e-mail the person has confirmed.
 */
export const facebookProvider: SocialProvider = {
  name: "facebook",
  title,
  async profile(accessToken, client, config, signal) {
    const debug = new URL(`${config.facebookApiUrl}/debug_token`);
    debug.searchParams.set("input_token", accessToken);
    debug.searchParams.set("access_token", `${client.id}|${client.secret}`);
    checkDebugInfo(await fetchProviderJson(title, debug.href, signal), client);

    const me = new URL(`${config.facebookApiUrl}/me`);
    me.searchParams.set("fields", "id,name,email,picture");
    me.searchParams.set("access_token", accessToken);
    // Proves the call comes from the app's server: Graph refuses a stolen token used without it when the app requires it.
    me.searchParams.set("appsecret_proof", createHmac("sha256", client.secret).update(accessToken).digest("hex"));
    const profile = await fetchProviderJson(title, me.href, signal);
    return profileOf(title, {
      id: textAt(profile, "id"),
      name: textAt(profile, "name"),
      email: textAt(profile, "email"),
      picture: textAt(profile, "picture", "data", "url"),
    });
  },
  oauth: (config) => ({
    authorizeUrl: `${config.facebookOauthUrl}/dialog/oauth`,
    tokenUrl: `${config.facebookApiUrl}/oauth/access_token`,
    scope: ["email", "public_profile"],
  }),
};

function checkDebugInfo(answer: unknown, client: ClientCredentials): void {
  const data = typeof answer === "object" && answer !== null ? (answer as { data?: unknown }).data : undefined;
  const appId = textAt(data, "app_id");
  if (appId !== undefined && appId !== client.id) throw refusedToken(title, "it was issued to another app");
  if (isTrueAt(data, "is_valid") && appId === client.id) return;
  const expiresAt = Number(textAt(data, "expires_at") ?? 0);
  if (expiresAt > 0 && expiresAt * 1000 <= Date.now()) throw refusedToken(title, "it has expired");
  throw refusedToken(title, "it was revoked or is not a Facebook access token");
}
