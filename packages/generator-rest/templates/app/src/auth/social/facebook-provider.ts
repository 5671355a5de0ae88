<%_ if (authMethods.includes("facebook")) { _%>
import { fetchProviderJson } from "./fetch-provider-json.js";
import { profileOf } from "./profile-of.js";
import type { SocialProvider } from "./social-provider.js";
import { textAt } from "./text-at.js";

const title = "Facebook";

/** Graph API `GET /me`; Facebook only answers an e-mail the person has confirmed. */
export const facebookProvider: SocialProvider = {
  name: "facebook",
  title,
  async profile(accessToken, config, signal) {
    const url = new URL(`${config.facebookApiUrl}/me`);
    url.searchParams.set("fields", "id,name,email,picture");
    url.searchParams.set("access_token", accessToken);
    const me = await fetchProviderJson(title, url.href, {}, signal);
    return profileOf(title, {
      id: textAt(me, "id"),
      name: textAt(me, "name"),
      email: textAt(me, "email"),
      picture: textAt(me, "picture", "data", "url"),
    });
  },
};
<%_ } _%>
