import { fetchProviderJson, refusedToken } from "./fetch-provider-json.js";
import { profileOf } from "./profile-of.js";
import type { ClientCredentials, SocialConfig } from "./social-config.js";
import type { SocialProvider } from "./social-provider.js";
import { isTrueAt, textAt } from "./json-at.js";

const title = "GitHub";

/** GitHub refuses requests without a user agent: the API's name. */
const apiHeaders = (config: SocialConfig) => ({
  accept: "application/vnd.github+json",
  "user-agent": config.userAgent,
  "x-github-api-version": "2022-11-28",
});

/**
 * GitHub's "check a token" API (`POST /applications/{client_id}/token`, authenticated as the app) confirms
 * the token is this app's; then `GET /user` and `GET /user/emails` (the token needs the `user:email` scope).
 */
export const githubProvider: SocialProvider = {
  name: "github",
  title,
  async profile(accessToken, client, config, signal) {
    await checkToken(accessToken, client, config, signal);
    const headers = { ...apiHeaders(config), authorization: `Bearer ${accessToken}` };
    const [user, emails] = await Promise.all([
      fetchProviderJson(title, `${config.githubApiUrl}/user`, signal, { headers }),
      // Without the user:email scope GitHub answers 404 (or 403) here: then there is no usable e-mail.
      fetchProviderJson(title, `${config.githubApiUrl}/user/emails`, signal, { headers, missingOn: [403, 404] }),
    ]);
    return profileOf(title, {
      id: textAt(user, "id"),
      name: textAt(user, "name") ?? textAt(user, "login"),
      email: primaryVerifiedEmail(emails),
      picture: textAt(user, "avatar_url"),
    });
  },
  oauth: (config) => ({
    authorizeUrl: `${config.githubOauthUrl}/login/oauth/authorize`,
    tokenUrl: `${config.githubOauthUrl}/login/oauth/access_token`,
    scope: ["read:user", "user:email"],
  }),
};

/** GitHub answers 404 for a token of another app, a revoked one and an expired one alike: anything but 200 is a refusal. */
async function checkToken(
  accessToken: string,
  client: ClientCredentials,
  config: SocialConfig,
  signal: AbortSignal,
): Promise<void> {
  const notThisApps = "it is not a valid token of this app (another app's, revoked or expired)";
  const check = await fetchProviderJson(
    title,
    `${config.githubApiUrl}/applications/${encodeURIComponent(client.id)}/token`,
    signal,
    {
      method: "POST",
      headers: {
        ...apiHeaders(config),
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ access_token: accessToken }),
      refusals: { 401: "this API's GitHub client id or secret is wrong", 404: notThisApps, 422: notThisApps },
    },
  );
  const clientId = textAt(check, "app", "client_id");
  if (clientId !== client.id) throw refusedToken(title, "it was issued to another app");
  const expiresAt = textAt(check, "expires_at");
  if (expiresAt !== undefined && Date.parse(expiresAt) <= Date.now()) throw refusedToken(title, "it has expired");
}

/** The public profile's e-mail may be unverified or hidden; only the primary verified address counts. */
function primaryVerifiedEmail(emails: unknown): string | undefined {
  if (!Array.isArray(emails)) return undefined;
  const primary: unknown = emails.find((entry) => isTrueAt(entry, "primary"));
  return isTrueAt(primary, "verified") ? textAt(primary, "email") : undefined;
}
