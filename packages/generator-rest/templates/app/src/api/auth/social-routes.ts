import { createHmac } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { accessToken } from "@hostkit/rest/auth";
import { createSession, SessionSchema } from "../../auth/session.js";
import {
  allowedReturnUrl,
  credentialVariables,
  openSignInCodes,
  registerOAuthClient,
  type SocialProvider,
  socialProviders,
} from "@hostkit/rest/social";
import { socialSignIn } from "../../auth/social-sign-in.js";
import { errorResponses, HttpError } from "@hostkit/rest";
import type { ApiContext } from "../api-group.js";
import { emptyBody } from "./empty-body.js";
import { browserSignInQuery, ProviderCallbackQuery, ProviderTokenFields, SignInCodeFields } from "./schema.js";

/**
 * Per provider: `POST /auth/<provider>` trades the provider's token for a session, and the browser sign-in
 * `GET /auth/<provider>` → provider → `GET /auth/<provider>/callback` → the front-end page with a single-use
 * code, which `POST /auth/code` trades for the session.
 */
export const socialRoutes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { config, store, users }) => {
  // The state, PKCE verifier and return page cookies are signed, with a key of their own.
  await app.register(fastifyCookie, { secret: createHmac("sha256", config.jwtSecret).update("sign-in cookies").digest() });
  const codes = await openSignInCodes(store);
  const providers = config.social.providers.map((name) => socialProviders[name]);
  const unset = providers.filter((provider) => !config.social.clients[provider.name]);
  if (unset.length > 0) app.log.warn(`${unset.map(notSetUp).join("; ")} (see .env.example)`);

  for (const provider of providers) {
    const path = `${app.prefix}/${provider.name}`;
    const returnCookie = `${provider.name}-sign-in-return`;
    const client = config.social.clients[provider.name];
    const setUp = client && { client, oauth: await registerOAuthClient(app, provider, client, config.social, path) };
    const whenSetUp = () => {
      if (!setUp) throw new HttpError(503, notSetUp(provider));
      return setUp;
    };
    const signIn = async (token: string) => {
      const profile = await provider.profile(token, whenSetUp().client, config.social, AbortSignal.timeout(config.social.timeoutMs));
      return socialSignIn(users, provider, profile, config.gravatar);
    };

    // No master key here: access_token carries the provider's token, which proves who the user is.
    app.post(
      `/${provider.name}`,
      {
        preValidation: emptyBody,
        config: { limited: true },
        schema: {
          summary: `Signs a user in with a ${provider.title} token issued to this API's app, signing them up on the first visit`,
          tags: ["auth"],
          security: [{ providerToken: [] }],
          body: ProviderTokenFields,
          response: { 201: SessionSchema, ...errorResponses(400, 401, 409, 503) },
        },
      },
      async (request, reply) => {
        whenSetUp();
        const token = accessToken(request);
        if (!token) throw new HttpError(401, `A ${provider.title} access token is required as access_token or Bearer`);
        const user = await signIn(token);
        reply.status(201);
        return createSession(user, config);
      },
    );

    app.get(
      `/${provider.name}`,
      {
        schema: {
          summary: `Starts the browser sign-in with ${provider.title}: redirects to ${provider.title}, which comes back to /callback`,
          tags: ["auth"],
          querystring: browserSignInQuery(config.social.redirectUrls),
          response: { 302: redirect(`To ${provider.title}'s sign-in page`), ...errorResponses(400, 503) },
        },
      },
      async (request, reply) => {
        const { oauth } = whenSetUp();
        const returnUrl = allowedReturnUrl(request.query.redirect_uri, config.social.redirectUrls);
        reply.setCookie(returnCookie, returnUrl, { signed: true, httpOnly: true, sameSite: "lax", secure: "auto", path, maxAge: 600 });
        return reply.header("cache-control", "no-store").redirect(await oauth.authorizationUrl(request, reply));
      },
    );

    app.get(
      `/${provider.name}/callback`,
      {
        config: { limited: true },
        schema: {
          summary: `Where ${provider.title} sends the browser back: signs the person in, then redirects to the front-end page with ?code= or ?error=`,
          tags: ["auth"],
          querystring: ProviderCallbackQuery,
          response: { 303: redirect("To the front-end page, with ?code= or ?error="), ...errorResponses(400, 401, 503) },
        },
      },
      async (request, reply) => {
        const { oauth } = whenSetUp();
        const signed = request.cookies[returnCookie];
        const returnUrl = signed === undefined ? undefined : request.unsignCookie(signed);
        if (!returnUrl?.valid || returnUrl.value === null) {
          throw new HttpError(401, `This ${provider.title} sign-in has expired or was started in another browser; start again at GET ${path}`);
        }
        // Only the provider knows this browser's state: an `error` without it is anyone's link, and must neither
        // end the pending sign-in nor put its text on the front-end page.
        if (request.query.error && !oauth.isOwnState(request)) {
          throw new HttpError(401, `The state of this ${provider.title} sign-in is not the one this browser started with`);
        }
        reply.clearCookie(returnCookie, { path });
        const back = new URL(returnUrl.value);
        try {
          if (request.query.error) throw new HttpError(401, `${provider.title} did not sign the person in (${request.query.error})`);
          const user = await signIn(await oauth.accessToken(request, reply));
          back.searchParams.set("code", await codes.issue(user.id));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          back.searchParams.set("error", error.message);
        }
        return reply.header("cache-control", "no-store").redirect(back.href, 303);
      },
    );
  }

  app.post(
    "/code",
    {
      config: { limited: true },
      schema: {
        summary: "Trades the single-use code of a browser sign-in (valid for a minute) for the session",
        tags: ["auth"],
        body: SignInCodeFields,
        response: { 201: SessionSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const userId = await codes.redeem(request.body.code);
      const user = userId === undefined ? null : await users.findById(userId);
      if (!user) throw new HttpError(401, "This sign-in code is unknown, expired or already used");
      reply.status(201);
      return createSession(user, config);
    },
  );
};

function redirect(description: string) {
  return { type: "null", description, headers: { location: Type.String({ format: "uri" }) } } as const;
}

function notSetUp(provider: SocialProvider): string {
  const [id, secret] = credentialVariables[provider.name];
  return `Sign-in with ${provider.title} is not set up: set ${id} and ${secret}`;
}
