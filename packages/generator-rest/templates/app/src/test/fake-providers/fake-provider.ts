import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

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

export interface Issued extends Required<Grant> {
  account: FakeAccount;
}

interface PendingCode {
  account: FakeAccount;
  clientId: string;
  redirectUri: string;
  challenge?: string;
}

export interface Exchange {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: URLSearchParams;
  json: Record<string, unknown>;
}

export interface Answer {
  status: number;
  body: unknown;
  /** A redirect instead of a JSON body. */
  location?: string;
  html?: string;
}

/** What the fake providers on one server know: the tokens issued, the codes pending, who the browser is. */
export interface FakeState {
  tokens: Map<string, Issued>;
  codes: Map<string, PendingCode>;
  browserAccount?: FakeAccount;
}

/** An API path of a provider; `{name}` in its key stands for one path segment. */
export type Route = (exchange: Exchange, state: FakeState) => Answer | Promise<Answer>;

/** One provider's API and sign-in pages, under `/<name>` of the fake providers' server. */
export interface ProviderFake {
  routes: Record<string, Route>;
  /** The variables that point the API at this fake, served at `url`. */
  env(url: string): Record<string, string>;
}

export const secrets: Record<string, string> = { [thisApp.id]: thisApp.secret, [otherApp.id]: otherApp.secret };
export const json = (status: number, body: unknown): Answer => ({ status, body });
export const now = () => Math.floor(Date.now() / 1000);
export const bearer = (exchange: Exchange) => /^Bearer (\S+)$/.exec(exchange.headers.authorization ?? "")?.[1];
export const valid = (issued: Issued | undefined) => (issued && !issued.expired && !issued.revoked ? issued : undefined);

/** The person behind a token any app holds, when the provider still honours it; else the provider's refusal. */
export function holder(state: FakeState, token: string | undefined, refusal: Answer): FakeAccount | Answer {
  return valid(token === undefined ? undefined : state.tokens.get(token))?.account ?? refusal;
}

/** The provider's page asking the signed-in person to let the app in, with an "Authorize" button. */
export function consentPage(title: string, { url }: Exchange, state: FakeState): Answer {
  const clientId = url.searchParams.get("client_id") ?? "";
  if (secrets[clientId] === undefined) return { status: 400, body: undefined, html: "<h1>Unknown app</h1>" };
  const fields = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`);
  const who = state.browserAccount ? escape(state.browserAccount.email ?? state.browserAccount.id) : "nobody";
  const html = `<!doctype html><title>Sign in to ${title}</title><h1>${title}</h1><p>${escape(clientId)} asks to know ${who}.</p>
<form method="post">${fields.join("")}<button type="submit">Authorize</button></form>`;
  return { status: 200, body: undefined, html };
}

/** The "Authorize" button: a one-time code for the app, bound to its redirect URI and PKCE challenge. */
export function consent({ body }: Exchange, state: FakeState): Answer {
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
export function tradeCode({ body }: Exchange, state: FakeState): Answer {
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
