import type { OpenapiDocsOptions } from "@hostkit/rest/docs";
<%_ if (auth) { _%>
import { queryTokenScheme } from "@hostkit/rest/auth";
<%_ } _%>
import type { Config } from "../config.js";

/** The document's own parts, the routes adding theirs, and whether /docs serves it (while developing, or DOCS=true). */
export function openapiOptions(config: Config): OpenapiDocsOptions {
  const developmentServer = { url: "http://localhost:9000", description: "The development server (npm run dev)" };
  return {
    openapi: {
      info: {
        title: "<%= name %>",
        version: "0.1.0",
        license: { name: "UNLICENSED", identifier: "UNLICENSED" },
        description:
<%_ if (auth) { _%>
          "Credentials go in an `Authorization: Bearer` header or as `access_token` in the body" +
          (config.queryToken ? " or the query string (`ACCESS_TOKEN_IN_QUERY=true`)" : "") +
          ": the **master key** for creating users<%= password ? " and signing in with a password" : "" %>, " +
<%_ if (social) { _%>
          "the **provider's token** for signing in through a provider (`POST /auth/<provider>`), " +
<%_ } _%>
          "a **user token** elsewhere. " +
          "The master key is a server-side secret: whoever holds it can create administrators, so it never goes into " +
          "a web page or a mobile app, whose calls that need it go through a server of yours that adds it. " +
<%_ } _%>
          "Bodies are JSON or forms (`application/x-www-form-urlencoded`); JSON values are taken as typed, form and " +
          "query values are text read as the schema's types. Surrounding spaces of text fields (passwords aside) are " +
          "removed before the checks. A path answers a method it lacks with 405 and `Allow` listing the methods " +
          "documented here.",
      },
      servers: config.publicUrl ? [{ url: config.publicUrl, description: "This API" }, developmentServer] : [developmentServer],
<%_ if (auth) { _%>
      components: {
        securitySchemes: {
          masterKey: {
            type: "http",
            scheme: "bearer",
            description:
              "The `MASTER_KEY` of `.env`, a server-side secret (never in a web page or a mobile app). " +
              "Sent as Bearer, or as `access_token` in the body where the Authorization header carries other credentials.",
          },
          userToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The token a sign-in answers; also accepted as `access_token` in the body",
          },
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
          ...(config.queryToken ? queryTokenScheme : {}),
        },
      },
<%_ } _%>
    },
    page: config.docs,
  };
}
