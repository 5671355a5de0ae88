<%_ const providers = authMethods.filter((method) => method !== "password") _%>
<%_ if (providers.length > 0) { _%>
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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

/** Tokens that make every fake provider misbehave. */
export const failingToken = "token-of-a-failing-provider";
export const garbageToken = "token-answered-with-html";
export const hangingToken = "token-never-answered";

export interface FakeProviders {
  /** Points the API at this server, with a short SOCIAL_TIMEOUT_MS. */
  env: Record<string, string>;
  /** Makes `token` a valid access token of `account`. */
  addAccount(token: string, account: FakeAccount): void;
  close(): Promise<void>;
}

type Answer = (account: FakeAccount, url: URL) => unknown;

interface Route {
  /** Where the provider expects its access token. */
  token: (request: IncomingMessage, url: URL) => string | undefined;
  answer: Answer;
<%_ if (providers.includes("github")) { _%>
  /** Whether the token may not read this at all. */
  hidden?: (account: FakeAccount) => boolean;
<%_ } _%>
  /** What the provider answers for a token it does not know. */
  refusal: { status: number; body: unknown };
}
<%_ if (providers.includes("github") || providers.includes("google")) { _%>

const bearer = (request: IncomingMessage) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
<%_ } _%>

/** The paths and answers of each real provider, as far as sign-in uses them. */
const routes: Record<string, Route> = {
<%_ if (providers.includes("facebook")) { _%>
  "/facebook/me": {
    token: (_request, url) => url.searchParams.get("access_token") ?? undefined,
    // The Graph API answers only the fields asked for, and never an unconfirmed e-mail.
    answer: (account, url) => {
      const profile = {
        id: account.id,
        name: account.name,
        email: account.emailVerified === false || account.emailShared === false ? undefined : account.email,
        picture: account.picture && { data: { url: account.picture, is_silhouette: false } },
      };
      const fields = (url.searchParams.get("fields") ?? "id").split(",");
      return Object.fromEntries(Object.entries(profile).filter(([field]) => fields.includes(field)));
    },
    refusal: {
      status: 400,
      body: { error: { message: "Invalid OAuth access token data.", type: "OAuthException", code: 190 } },
    },
  },
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
  "/github/user": {
    token: bearer,
    answer: (account) => ({
      id: Number(account.id),
      login: `user${account.id}`,
      name: account.name ?? null,
      avatar_url: account.picture,
      // The public e-mail is often hidden: sign-in must read /user/emails.
      email: null,
    }),
    refusal: { status: 401, body: { message: "Bad credentials" } },
  },
  "/github/user/emails": {
    token: bearer,
    // Without the user:email scope GitHub hides the addresses behind a 404.
    hidden: (account) => account.emailShared === false,
    answer: (account) => [
      { email: `secondary-${account.id}@example.net`, primary: false, verified: true, visibility: null },
      ...(account.email
        ? [{ email: account.email, primary: true, verified: account.emailVerified !== false, visibility: "private" }]
        : []),
    ],
    refusal: { status: 401, body: { message: "Bad credentials" } },
  },
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
  "/google/userinfo": {
    token: bearer,
    answer: (account) => ({
      sub: account.id,
      name: account.name,
      picture: account.picture,
      // Without the email scope the userinfo has no e-mail.
      ...(account.email && account.emailShared !== false
        ? { email: account.email, email_verified: account.emailVerified !== false }
        : {}),
    }),
    refusal: { status: 401, body: { error: "invalid_request", error_description: "Invalid Credentials" } },
  },
<%_ } _%>
};

/** Every chosen provider's API on one real HTTP server of 127.0.0.1. */
export async function startFakeProviders(): Promise<FakeProviders> {
  const accounts = new Map<string, FakeAccount>();
  const server = createServer((request, response) => answer(accounts, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      SOCIAL_TIMEOUT_MS: "300",
<%_ if (providers.includes("facebook")) { _%>
      FACEBOOK_API_URL: `${url}/facebook`,
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
      GITHUB_API_URL: `${url}/github`,
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
<%_ } _%>
    },
    addAccount: (token, account) => void accounts.set(token, account),
    close: () =>
      new Promise((resolve) => {
        // Hanging requests would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(accounts: Map<string, FakeAccount>, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const route = routes[url.pathname];
  if (!route || request.method !== "GET") return send(response, 404, { message: "Not Found" });
  const token = route.token(request, url);
  if (token === hangingToken) return;
  if (token === failingToken) return send(response, 503, { message: "Service Unavailable" });
  if (token === garbageToken) {
    response.writeHead(200, { "content-type": "text/html" }).end("<html>Sign in</html>");
    return;
  }
  const account = token === undefined ? undefined : accounts.get(token);
  if (!account) return send(response, route.refusal.status, route.refusal.body);
<%_ if (providers.includes("github")) { _%>
  if (route.hidden?.(account)) return send(response, 404, { message: "Not Found" });
<%_ } _%>
  send(response, 200, route.answer(account, url));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
<%_ } _%>
