<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
<%_ const password = authMethods.includes("password") _%>
<%_ const social = authMethods.some((method) => method !== "password") _%>
<%_ if (social) { _%>
import { accessToken } from "../<%= root %>/auth/access-token.js";
<%_ } _%>
<%_ if (password) { _%>
import { currentUser } from "../<%= root %>/auth/current-user.js";
<%_ } _%>
import { createSession, SessionSchema } from "../<%= root %>/auth/session.js";
<%_ if (social) { _%>
import { socialProviders } from "../<%= root %>/auth/social/social-providers.js";
import { socialSignIn } from "../<%= root %>/auth/social/social-sign-in.js";
<%_ } _%>
import { errorResponses } from "../<%= root %>/errors/error-schemas.js";
<%_ if (social) { _%>
import { HttpError } from "../<%= root %>/errors/http-error.js";
<%_ } _%>
import type { ApiGroup } from "../api-group.js";
<%_ if (social) { _%>
import { emptyBody } from "./empty-body.js";
import { ProviderTokenFields } from "./schema.js";
<%_ } _%>

export const authGroup: ApiGroup = {
  prefix: "/auth",
  async routes(app, { <%- [ "config", social && "users", password && "auth" ].filter(Boolean).join(", ") %> }) {
<%_ if (password) { _%>
    app.post(
      "/",
      {
        preValidation: [auth.masterKey, auth.password],
        config: { limited: true },
        schema: {
          summary: "Signs a user in with HTTP Basic email:password; needs the master key as access_token",
          tags: ["auth"],
          security: [{ masterKey: [], basic: [] }],
          response: { 201: SessionSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return createSession(currentUser(request), config);
      },
    );
<%_ } _%>
<%_ if (password && social) { _%>

<%_ } _%>
<%_ if (social) { _%>
    // No master key here: access_token carries the provider's token, which proves who the user is.
    for (const provider of socialProviders) {
      app.post(
        `/${provider.name}`,
        {
          preValidation: emptyBody,
          config: { limited: true },
          schema: {
            summary: `Signs a user in with a ${provider.title} access token, signing them up on the first visit`,
            tags: ["auth"],
            security: [{ providerToken: [] }],
            body: ProviderTokenFields,
            querystring: ProviderTokenFields,
            response: { 201: SessionSchema, ...errorResponses(400, 401) },
          },
        },
        async (request, reply) => {
          const token = accessToken(request);
          if (!token) throw new HttpError(401, `A ${provider.title} access token is required as access_token or Bearer`);
          const profile = await provider.profile(token, config.social, AbortSignal.timeout(config.social.timeoutMs));
          const user = await socialSignIn(users, provider, profile);
          reply.status(201);
          return createSession(user, config);
        },
      );
    }
<%_ } _%>
  },
};
<%_ } _%>
