import { timingSafeEqual } from "node:crypto";
import fastifyOauth2, { type OAuth2Namespace } from "@fastify/oauth2";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../errors/http-error.js";
import type { ClientCredentials, SocialConfig } from "./social-config.js";
import type { SocialProvider } from "./social-provider.js";

/** The authorization-code flow of one provider, as the browser sign-in routes use it. */
export interface OAuthClient {
  /** Binds a new state and PKCE verifier to this browser (signed, HttpOnly cookies) and answers where to send it. */
  authorizationUrl(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Checks the callback's state and this browser's verifier, then trades the code for the provider's access token. */
  accessToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Whether the callback's `state` is the one this browser's signed cookie holds. */
  isOwnState(request: FastifyRequest): boolean;
}

/**
 * @fastify/oauth2 (over simple-oauth2) does the protocol: state, PKCE (S256), the code exchange.
 * `path` is where the provider's routes live: the cookies go to those routes only.
 */
export async function registerOAuthClient(
  app: FastifyInstance,
  provider: SocialProvider,
  client: ClientCredentials,
  config: SocialConfig,
  path: string,
): Promise<OAuthClient> {
  const { authorizeUrl, tokenUrl, scope } = provider.oauth(config);
  const authorize = new URL(authorizeUrl);
  const token = new URL(tokenUrl);
  const name = `${provider.name}OAuth2`;
  const verifierCookie = `${provider.name}-oauth-verifier`;
  const stateCookie = `${provider.name}-oauth-state`;
  await app.register(fastifyOauth2, {
    name,
    scope,
    credentials: {
      client: { id: client.id, secret: client.secret },
      auth: {
        authorizeHost: authorize.origin,
        authorizePath: authorize.pathname,
        tokenHost: token.origin,
        tokenPath: token.pathname,
      },
      // Every provider takes the client id and secret in the form body; Facebook takes them nowhere else.
      options: { authorizationMethod: "body" },
      http: { timeout: config.timeoutMs },
    },
    // The address registered at the provider; behind a proxy, TRUST_PROXY makes it the public one.
    callbackUri: (request) => `${request.protocol}://${request.host}${path}/callback`,
    pkce: "S256",
    // Ten minutes to sign in at the provider.
    cookie: { signed: true, path, maxAge: 600, secure: "auto" },
    redirectStateCookieName: stateCookie,
    verifierCookieName: verifierCookie,
  });
  const oauth = app.getDecorator<OAuth2Namespace>(name);
  return {
    authorizationUrl: (request, reply) => oauth.generateAuthorizationUri(request, reply),
    isOwnState(request) {
      const signed = request.cookies[stateCookie];
      const cookie = signed === undefined ? undefined : request.unsignCookie(signed);
      const sent = (request.query as { state?: unknown }).state;
      if (!cookie?.valid || cookie.value === null || typeof sent !== "string") return false;
      const [expected, given] = [Buffer.from(cookie.value), Buffer.from(sent)];
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async accessToken(request, reply) {
      const verifier = request.cookies[verifierCookie];
      if (!verifier || !request.unsignCookie(verifier).valid) {
        throw new HttpError(401, `This ${provider.title} sign-in has no PKCE verifier in this browser; start again`);
      }
      try {
        const { token: answer } = await oauth.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        if (typeof answer.access_token !== "string") throw new Error("no access token");
        return answer.access_token;
      } catch (error) {
        if ((error as Error).message === "Invalid state") {
          throw new HttpError(
            401,
            `The state of this ${provider.title} sign-in is not the one this browser started with; start again`,
          );
        }
        throw new HttpError(401, `${provider.title} did not trade the authorization code for a token`);
      }
    },
  };
}
