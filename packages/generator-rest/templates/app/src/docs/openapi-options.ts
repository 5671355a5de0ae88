import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "<%= name %>",
      version: "0.1.0",
<%_ if (auth) { _%>
      description:
        "Credentials go in an `Authorization: Bearer` header or as `access_token` in the body (in the query string " +
        "only when `ACCESS_TOKEN_IN_QUERY=true`): " +
        "the **master key** for creating users<%= password ? " and signing in with a password" : "" %>, " +
<%_ if (social) { _%>
        "the **provider's token** for signing in through a provider (`POST /auth/<provider>`), " +
<%_ } _%>
        "a **user token** elsewhere. " +
        "The master key is a server-side secret: whoever holds it can create administrators, so it never goes into " +
        "a web page or a mobile app, whose calls that need it go through a server of yours that adds it. " +
        "On this page, *Authorize* once with each and every route's *Execute* sends the one it needs.",
<%_ } _%>
    },
<%_ if (auth) { _%>
    components: {
      securitySchemes: {
        masterKey: {
          type: "apiKey",
          in: "query",
          name: "access_token",
          description:
            "The `MASTER_KEY` of `.env`, a server-side secret (never in a web page or a mobile app). " +
            "Send it as `access_token` in the body, or as Bearer when the route takes no " +
            "other credential; this page moves it from the query string into the body for you.",
        },
        userToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token a sign-in answers" },
<%_ if (password) { _%>
        basic: { type: "http", scheme: "basic", description: "The user's e-mail and password" },
<%_ } _%>
<%_ if (social) { _%>
        providerToken: {
          type: "http",
          scheme: "bearer",
          description: "The user's access token from the provider (also accepted as `access_token` in the body)",
        },
<%_ } _%>
      },
    },
<%_ } _%>
  },
};
