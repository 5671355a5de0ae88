<%_ if (authMethods.includes("google")) { _%>
import { fetchProviderJson } from "./fetch-provider-json.js";
import { isTrueAt } from "./is-true-at.js";
import { profileOf } from "./profile-of.js";
import type { SocialProvider } from "./social-provider.js";
import { textAt } from "./text-at.js";

const title = "Google";

/** Google's OpenID Connect userinfo endpoint; the e-mail counts only when `email_verified` is true. */
export const googleProvider: SocialProvider = {
  name: "google",
  title,
  async profile(accessToken, config, signal) {
    const info = await fetchProviderJson(title, config.googleUserinfoUrl, { authorization: `Bearer ${accessToken}` }, signal);
    return profileOf(title, {
      id: textAt(info, "sub"),
      name: textAt(info, "name"),
      email: isTrueAt(info, "email_verified") ? textAt(info, "email") : undefined,
      picture: textAt(info, "picture"),
    });
  },
};
<%_ } _%>
