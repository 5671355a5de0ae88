<%_ if (authMethods.includes("github")) { _%>
import { fetchProviderJson } from "./fetch-provider-json.js";
import { isTrueAt } from "./is-true-at.js";
import { profileOf } from "./profile-of.js";
import type { SocialProvider } from "./social-provider.js";
import { textAt } from "./text-at.js";

const title = "GitHub";

/** `GET /user` and `GET /user/emails` (the token needs the `user:email` scope) of the GitHub REST API. */
export const githubProvider: SocialProvider = {
  name: "github",
  title,
  async profile(accessToken, config, signal) {
    const headers = {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${accessToken}`,
      // GitHub refuses requests without a user agent.
      "user-agent": "<%= name %>",
      "x-github-api-version": "2022-11-28",
    };
    const [user, emails] = await Promise.all([
      fetchProviderJson(title, `${config.githubApiUrl}/user`, headers, signal),
      // Without the user:email scope GitHub answers 404 (or 403) here: then there is no usable e-mail.
      fetchProviderJson(title, `${config.githubApiUrl}/user/emails`, headers, signal, [403, 404]),
    ]);
    return profileOf(title, {
      id: textAt(user, "id"),
      name: textAt(user, "name") ?? textAt(user, "login"),
      email: primaryVerifiedEmail(emails),
      picture: textAt(user, "avatar_url"),
    });
  },
};

/** The public profile's e-mail may be unverified or hidden; only the primary verified address counts. */
function primaryVerifiedEmail(emails: unknown): string | undefined {
  if (!Array.isArray(emails)) return undefined;
  const primary: unknown = emails.find((entry) => isTrueAt(entry, "primary"));
  return isTrueAt(primary, "verified") ? textAt(primary, "email") : undefined;
}
<%_ } _%>
