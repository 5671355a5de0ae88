import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { bearer, json, thisApp, type Answer, type Exchange, type FakeAccount, type FakeState, type Grant, type Route } from "./fake-providers/fake-provider.js";
<%_ for (const provider of providers) { _%>
import { <%= provider %> } from "./fake-providers/<%= provider %>.js";
<%_ } _%>

export { otherApp, thisApp, type FakeAccount, type Grant } from "./fake-providers/fake-provider.js";

/** Tokens that make every fake provider misbehave. */
export const failingToken = "token-of-a-failing-provider";
export const garbageToken = "token-answered-with-html";
export const hangingToken = "token-never-answered";

/** The chosen providers' fakes, served side by side. */
const fakes = [<%= providers.join(", ") %>];
const routes: [RegExp, Route][] = fakes.flatMap((fake) =>
  Object.entries(fake.routes).map(([key, route]): [RegExp, Route] => [new RegExp(`^${key.replace(/\{\w+\}/g, "[^/]+")}$`), route]),
);

export interface FakeProviders {
  url: string;
  /** Points the API at this server as `thisApp`, with a shorter SOCIAL_TIMEOUT_MS. */
  env: Record<string, string>;
  /** Makes `token` an access token of `account`, issued as `grant` says. */
  addAccount(token: string, account: FakeAccount, grant?: Grant): void;
  /** A new account, with an e-mail unless `fields` say otherwise, and a token for it. */
  newAccount(fields?: Partial<FakeAccount>, grant?: Grant): { token: string; account: FakeAccount };
  /** The account a browser is signed in with at the providers' consent pages. */
  signInBrowser(account: FakeAccount): void;
  close(): Promise<void>;
}

/** Every chosen provider's API and sign-in pages on one real HTTP server of 127.0.0.1. */
export async function startFakeProviders(): Promise<FakeProviders> {
  const state: FakeState = { tokens: new Map(), codes: new Map() };
  const server = createServer((request, response) => void serve(state, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const addAccount = (token: string, account: FakeAccount, grant: Grant = {}) =>
    void state.tokens.set(token, { account, clientId: thisApp.id, expired: false, revoked: false, ...grant });
  let accounts = 0;
  return {
    url,
    // Long enough for a loaded machine, short enough for the tests of a provider that never answers.
    env: { SOCIAL_TIMEOUT_MS: "1500", ...Object.fromEntries(fakes.flatMap((fake) => Object.entries(fake.env(url)))) },
    addAccount,
    newAccount(fields = {}, grant = {}) {
      accounts += 1;
      const account = { id: String(1000 + accounts), email: `person${accounts}@example.com`, ...fields };
      const token = `token-${accounts}`;
      addAccount(token, account, grant);
      return { token, account };
    },
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
  const key = `${exchange.method} ${exchange.url.pathname}`;
  const route = routes.find(([pattern]) => pattern.test(key))?.[1];
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
