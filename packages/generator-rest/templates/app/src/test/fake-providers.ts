import { createHash<% if (providers.includes("facebook")) { %>, createHmac<% } %>, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
<%_ if (providers.includes("google")) { _%>
import { exportJWK, generateKeyPair, SignJWT } from "jose";
<%_ } _%>

/** A person as every fake provider knows them. */
export interface FakeAccount {
  id: string;
  name?: string;
  email?: string;
  /** False when the provider has the e-mail but never verified it; true by default. */
  emailVerified?: boolean;
  /** False when the person did not let the token read their e-mail; true by default. */
  emailShared?: boolean;
  picture?: string;
}

/** How a token was issued: to this API's app unless `clientId` says otherwise, and still valid unless told. */
export interface Grant {
  clientId?: string;
  expired?: boolean;
  revoked?: boolean;
}

/** The app the API under test is registered as at every fake provider, and another app of someone else. */
export const thisApp = { id: "this-app", secret: "this-app-secret" };
export const otherApp = { id: "other-app", secret: "other-app-secret" };

/** Tokens that make every fake provider misbehave. */
export const failingToken = "token-of-a-failing-provider";
export const garbageToken = "token-answered-with-html";
export const hangingToken = "token-never-answered";

export interface FakeProviders {
  url: string;
  /** Points the API at this server as `thisApp`, with a shorter SOCIAL_TIMEOUT_MS. */
  env: Record<string, string>;
  /** Makes `token` an access token of `account`, issued as `grant` says. */
  addAccount(token: string, account: FakeAccount, grant?: Grant): void;
<%_ if (providers.includes("google")) { _%>
  /** A Google ID token of `account`; `forged` signs it with a key Google's key set does not hold. */
  googleIdToken(account: FakeAccount, grant?: Grant & { forged?: boolean }): Promise<string>;
<%_ } _%>
  /** The account a browser is signed in with at the providers' consent pages. */
  signInBrowser(account: FakeAccount): void;
  close(): Promise<void>;
}

interface Issued extends Required<Grant> {
  account: FakeAccount;
}

interface PendingCode {
  account: FakeAccount;
  clientId: string;
  redirectUri: string;
  challenge?: string;
}

interface Exchange {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: URLSearchParams;
  json: Record<string, unknown>;
}

interface Answer {
  status: number;
  body: unknown;
  /** A redirect instead of a JSON body. */
  location?: string;
  html?: string;
}

type Route = (exchange: Exchange, state: FakeState) => Answer | Promise<Answer>;

interface FakeState {
  tokens: Map<string, Issued>;
  codes: Map<string, PendingCode>;
  browserAccount?: FakeAccount;
<%_ if (providers.includes("google")) { _%>
  googleKeys: KeyPair;
<%_ } _%>
}
<%_ if (providers.includes("google")) { _%>

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
<%_ } _%>

const secrets: Record<string, string> = { [thisApp.id]: thisApp.secret, [otherApp.id]: otherApp.secret };
const json = (status: number, body: unknown): Answer => ({ status, body });
<%_ if (providers.includes("facebook") || providers.includes("google")) { _%>
const now = () => Math.floor(Date.now() / 1000);
<%_ } _%>
const bearer = (exchange: Exchange) => /^Bearer (\S+)$/.exec(exchange.headers.authorization ?? "")?.[1];
const valid = (issued: Issued | undefined) => (issued && !issued.expired && !issued.revoked ? issued : undefined);

/** The person behind a token any app holds, when the provider still honours it; else the provider's refusal. */
function holder(state: FakeState, token: string | undefined, refusal: Answer): FakeAccount | Answer {
  return valid(token === undefined ? undefined : state.tokens.get(token))?.account ?? refusal;
}

/** Each provider's API paths, as far as sign-in uses them. */
const routes: Record<string, Route> = {
<%_ if (providers.includes("facebook")) { _%>
  "GET /facebook/debug_token": ({ url }, state) => {
    const appToken = url.searchParams.get("access_token") ?? "";
    const [appId = "", appSecret] = appToken.split("|");
    if (secrets[appId] === undefined || secrets[appId] !== appSecret) return facebookRefusal;
    const issued = state.tokens.get(url.searchParams.get("input_token") ?? "");
    if (!issued) return json(200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
    const expiresAt = issued.expired ? now() - 3600 : now() + 3600;
    const error = issued.expired ? { code: 190, subcode: 463, message: "Session has expired" } : undefined;
    const data = { app_id: issued.clientId, type: "USER", is_valid: valid(issued) !== undefined, expires_at: expiresAt, user_id: issued.account.id, error };
    return json(200, { data });
  },
  "GET /facebook/me": ({ url }, state) => {
    const token = url.searchParams.get("access_token") ?? "";
    const account = holder(state, token, facebookRefusal);
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
  "POST /facebook/oauth/access_token": (exchange, state) => tradeCode(exchange, state),
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
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
    const account = holder(state, bearer(exchange), githubRefusal);
    if (!("id" in account)) return account;
    // The public e-mail is often hidden: sign-in must read /user/emails.
    return json(200, { id: Number(account.id), login: `user${account.id}`, name: account.name ?? null, avatar_url: account.picture, email: null });
  },
  "GET /github/user/emails": (exchange, state) => {
    const account = holder(state, bearer(exchange), githubRefusal);
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
  "POST /github/login/oauth/access_token": (exchange, state) => tradeCode(exchange, state),
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
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
  "GET /google/jwks": async (_exchange, state) => {
    const key = { ...(await exportJWK(state.googleKeys.publicKey)), kid: "fake-google-key", alg: "RS256", use: "sig" };
    return json(200, { keys: [key] });
  },
  "GET /google/authorize": (exchange, state) => consentPage("Google", exchange, state),
  "POST /google/authorize": consent,
  "POST /google/token": (exchange, state) => tradeCode(exchange, state),
<%_ } _%>
};
<%_ if (providers.includes("facebook")) { _%>

const facebookRefusal = json(400, { error: { message: "Invalid OAuth access token data.", type: "OAuthException", code: 190 } });
<%_ } _%>
<%_ if (providers.includes("github")) { _%>

const githubRefusal = json(401, { message: "Bad credentials" });
<%_ } _%>
<%_ if (providers.includes("google")) { _%>

/** What Google tells of a person, in its userinfo answer and its ID tokens alike; no e-mail without the email scope. */
function googleClaims(account: FakeAccount): Record<string, unknown> {
  const email = account.email && account.emailShared !== false ? { email: account.email, email_verified: account.emailVerified !== false } : {};
  return { sub: account.id, name: account.name, picture: account.picture, ...email };
}
<%_ } _%>

/** The provider's page asking the signed-in person to let the app in, with an "Authorize" button. */
function consentPage(title: string, { url }: Exchange, state: FakeState): Answer {
  const clientId = url.searchParams.get("client_id") ?? "";
  if (secrets[clientId] === undefined) return { status: 400, body: undefined, html: "<h1>Unknown app</h1>" };
  const fields = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`);
  const who = state.browserAccount ? escape(state.browserAccount.email ?? state.browserAccount.id) : "nobody";
  const html = `<!doctype html><title>Sign in to ${title}</title><h1>${title}</h1><p>${escape(clientId)} asks to know ${who}.</p>
<form method="post">${fields.join("")}<button type="submit">Authorize</button></form>`;
  return { status: 200, body: undefined, html };
}

/** The "Authorize" button: a one-time code for the app, bound to its redirect URI and PKCE challenge. */
function consent({ body }: Exchange, state: FakeState): Answer {
  const redirectUri = body.get("redirect_uri") ?? "";
  if (!state.browserAccount || !URL.canParse(redirectUri)) return json(400, { error: "invalid_request" });
  const code = randomBytes(16).toString("hex");
  const challenge = body.get("code_challenge_method") === "S256" ? (body.get("code_challenge") ?? undefined) : undefined;
  state.codes.set(code, { account: state.browserAccount, clientId: body.get("client_id") ?? "", redirectUri, challenge });
  const back = new URL(redirectUri);
  back.searchParams.set("code", code);
  back.searchParams.set("state", body.get("state") ?? "");
  return { status: 302, body: undefined, location: back.href };
}

/** The token endpoint: the app's secret, the code once, the same redirect URI, and the PKCE verifier of the challenge. */
function tradeCode({ body }: Exchange, state: FakeState): Answer {
  const clientId = body.get("client_id") ?? "";
  if (secrets[clientId] === undefined || secrets[clientId] !== body.get("client_secret")) return json(401, { error: "invalid_client" });
  const code = body.get("code") ?? "";
  const pending = state.codes.get(code);
  state.codes.delete(code);
  if (!pending || pending.clientId !== clientId || pending.redirectUri !== body.get("redirect_uri")) {
    return json(400, { error: "invalid_grant", error_description: "The code is unknown, used, or not this app's" });
  }
  const verifier = body.get("code_verifier") ?? "";
  if (pending.challenge && createHash("sha256").update(verifier).digest("base64url") !== pending.challenge) {
    return json(400, { error: "invalid_grant", error_description: "PKCE verification failed" });
  }
  const accessToken = `oauth-${randomBytes(16).toString("hex")}`;
  state.tokens.set(accessToken, { account: pending.account, clientId, expired: false, revoked: false });
  return json(200, { access_token: accessToken, token_type: "bearer", scope: "email", expires_in: 3600 });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every chosen provider's API and sign-in pages on one real HTTP server of 127.0.0.1. */
export async function startFakeProviders(): Promise<FakeProviders> {
  const state: FakeState = {
    tokens: new Map(),
    codes: new Map(),
<%_ if (providers.includes("google")) { _%>
    googleKeys: await generateKeyPair("RS256"),
<%_ } _%>
  };
  const server = createServer((request, response) => void serve(state, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      // Long enough for a loaded machine, short enough for the tests of a provider that never answers.
      SOCIAL_TIMEOUT_MS: "1500",
<%_ if (providers.includes("facebook")) { _%>
      FACEBOOK_APP_ID: thisApp.id,
      FACEBOOK_APP_SECRET: thisApp.secret,
      FACEBOOK_API_URL: `${url}/facebook`,
      FACEBOOK_OAUTH_URL: `${url}/facebook`,
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
      GITHUB_CLIENT_ID: thisApp.id,
      GITHUB_CLIENT_SECRET: thisApp.secret,
      GITHUB_API_URL: `${url}/github`,
      GITHUB_OAUTH_URL: `${url}/github`,
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
      GOOGLE_CLIENT_ID: thisApp.id,
      GOOGLE_CLIENT_SECRET: thisApp.secret,
      GOOGLE_TOKENINFO_URL: `${url}/google/tokeninfo`,
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
      GOOGLE_JWKS_URL: `${url}/google/jwks`,
      GOOGLE_OAUTH_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
<%_ } _%>
    },
    addAccount: (token, account, grant = {}) =>
      void state.tokens.set(token, { account, clientId: thisApp.id, expired: false, revoked: false, ...grant }),
<%_ if (providers.includes("google")) { _%>
    async googleIdToken(account, { clientId = thisApp.id, expired = false, forged = false } = {}) {
      const key = forged ? (await generateKeyPair("RS256")).privateKey : state.googleKeys.privateKey;
      return new SignJWT(googleClaims(account))
        .setProtectedHeader({ alg: "RS256", kid: "fake-google-key" })
        .setIssuer("https://accounts.google.com")
        .setAudience(clientId)
        .setIssuedAt(now() - 7200)
        .setExpirationTime(expired ? now() - 3600 : now() + 3600)
        .sign(key);
    },
<%_ } _%>
    signInBrowser: (account) => void (state.browserAccount = account),
    close: () =>
      new Promise((resolve) => {
        // Hanging requests would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serve(state: FakeState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const exchange = await readExchange(request);
  const path = exchange.url.pathname.replace(/^\/github\/applications\/[^/]+\/token$/, "/github/applications/{client_id}/token");
  const route = routes[`${exchange.method} ${path}`];
  if (!route) return send(response, json(404, { message: "Not Found" }));
  const token = bearer(exchange) ?? exchange.url.searchParams.get("input_token") ?? exchange.url.searchParams.get("access_token") ?? exchange.json.access_token;
  if (token === hangingToken) return;
  if (token === failingToken) return send(response, json(503, { message: "Service Unavailable" }));
  if (token === garbageToken) return send(response, { status: 200, body: undefined, html: "<html>Sign in</html>" });
  send(response, await route(exchange, state));
}

async function readExchange(request: IncomingMessage): Promise<Exchange> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  const isJson = request.headers["content-type"]?.includes("json") === true;
  return {
    method: request.method ?? "GET",
    url: new URL(request.url ?? "/", "http://127.0.0.1"),
    headers: request.headers,
    body: new URLSearchParams(isJson ? "" : text),
    json: isJson ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

function send(response: ServerResponse, answer: Answer): void {
  if (answer.location) response.writeHead(answer.status, { location: answer.location }).end();
  else if (answer.html !== undefined) response.writeHead(answer.status, { "content-type": "text/html" }).end(answer.html);
  else response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
}
