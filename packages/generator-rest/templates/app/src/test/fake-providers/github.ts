import { bearer, consent, consentPage, holder, json, secrets, thisApp, tradeCode, valid, type ProviderFake } from "./fake-provider.js";

const refusal = json(401, { message: "Bad credentials" });

/** GitHub's REST API and OAuth pages, as far as sign-in uses them. */
export const github: ProviderFake = {
  routes: {
    "POST /github/applications/{client_id}/token": ({ url, headers, json: body }, state) => {
      const [id = "", secret] = Buffer.from((headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString().split(":");
      if (secrets[id] === undefined || secrets[id] !== secret) return json(401, { message: "Requires authentication" });
      const issued = valid(state.tokens.get(String(body.access_token)));
      // GitHub does not tell another app's token from an unknown one.
      if (!issued || issued.clientId !== id || url.pathname.split("/")[3] !== id) return json(404, { message: "Not Found" });
      const { account } = issued;
      return json(200, {
        id: 1,
        app: { client_id: issued.clientId, name: "App", url: "https://example.com" },
        expires_at: null,
        scopes: ["read:user", "user:email"],
        user: { login: `user${account.id}`, id: Number(account.id) },
      });
    },
    "GET /github/user": (exchange, state) => {
      const account = holder(state, bearer(exchange), refusal);
      if (!("id" in account)) return account;
      // The public e-mail is often hidden: sign-in must read /user/emails.
      return json(200, { id: Number(account.id), login: `user${account.id}`, name: account.name ?? null, avatar_url: account.picture, email: null });
    },
    "GET /github/user/emails": (exchange, state) => {
      const account = holder(state, bearer(exchange), refusal);
      if (!("id" in account)) return account;
      // Without the user:email scope GitHub hides the addresses behind a 404.
      if (account.emailShared === false) return json(404, { message: "Not Found" });
      return json(200, [
        { email: `secondary-${account.id}@example.net`, primary: false, verified: true, visibility: null },
        ...(account.email ? [{ email: account.email, primary: true, verified: account.emailVerified !== false, visibility: "private" }] : []),
      ]);
    },
    "GET /github/login/oauth/authorize": (exchange, state) => consentPage("GitHub", exchange, state),
    "POST /github/login/oauth/authorize": consent,
    "POST /github/login/oauth/access_token": tradeCode,
  },
  env: (url) => ({
    GITHUB_CLIENT_ID: thisApp.id,
    GITHUB_CLIENT_SECRET: thisApp.secret,
    GITHUB_API_URL: `${url}/github`,
    GITHUB_OAUTH_URL: `${url}/github`,
  }),
};
