import { createHmac } from "node:crypto";
import { consent, consentPage, holder, json, now, secrets, thisApp, tradeCode, valid, type ProviderFake } from "./fake-provider.js";

const refusal = json(400, { error: { message: "Invalid OAuth access token data.", type: "OAuthException", code: 190 } });

/** Facebook's Graph API and login dialog, as far as sign-in uses them. */
export const facebook: ProviderFake = {
  routes: {
    "GET /facebook/debug_token": ({ url }, state) => {
      const appToken = url.searchParams.get("access_token") ?? "";
      const [appId = "", appSecret] = appToken.split("|");
      if (secrets[appId] === undefined || secrets[appId] !== appSecret) return refusal;
      const issued = state.tokens.get(url.searchParams.get("input_token") ?? "");
      if (!issued) return json(200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
      const expiresAt = issued.expired ? now() - 3600 : now() + 3600;
      const error = issued.expired ? { code: 190, subcode: 463, message: "Session has expired" } : undefined;
      const data = { app_id: issued.clientId, type: "USER", is_valid: valid(issued) !== undefined, expires_at: expiresAt, user_id: issued.account.id, error };
      return json(200, { data });
    },
    "GET /facebook/me": ({ url }, state) => {
      const token = url.searchParams.get("access_token") ?? "";
      const account = holder(state, token, refusal);
      if (!("id" in account)) return account;
      const issued = state.tokens.get(token);
      const proof = createHmac("sha256", secrets[issued?.clientId ?? ""] ?? "").update(token).digest("hex");
      if (url.searchParams.get("appsecret_proof") !== proof) {
        return json(400, { error: { message: "Invalid appsecret_proof provided in the API argument", type: "GraphMethodException", code: 100 } });
      }
      // The Graph API answers only the fields asked for, and never an unconfirmed e-mail.
      const profile = {
        id: account.id,
        name: account.name,
        email: account.emailVerified === false || account.emailShared === false ? undefined : account.email,
        picture: account.picture && { data: { url: account.picture, is_silhouette: false } },
      };
      const fields = (url.searchParams.get("fields") ?? "id").split(",");
      return json(200, Object.fromEntries(Object.entries(profile).filter(([field]) => fields.includes(field))));
    },
    "GET /facebook/dialog/oauth": (exchange, state) => consentPage("Facebook", exchange, state),
    "POST /facebook/dialog/oauth": consent,
    "POST /facebook/oauth/access_token": tradeCode,
  },
  env: (url) => ({
    FACEBOOK_APP_ID: thisApp.id,
    FACEBOOK_APP_SECRET: thisApp.secret,
    FACEBOOK_API_URL: `${url}/facebook`,
    FACEBOOK_OAUTH_URL: `${url}/facebook`,
  }),
};
