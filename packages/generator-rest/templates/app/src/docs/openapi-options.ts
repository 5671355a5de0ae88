import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "<%= name %>",
      version: "0.1.0",
<%_ if (auth) { _%>
      description:
        "Credentials go in `access_token` (body or query string) or an `Authorization: Bearer` header: " +
        "the master key for creating users and signing in, a user token elsewhere.",
<%_ } _%>
    },
<%_ if (auth) { _%>
    components: {
      securitySchemes: {
        masterKey: { type: "apiKey", in: "query", name: "access_token", description: "The MASTER_KEY of .env" },
        userToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token of POST /auth" },
        basic: { type: "http", scheme: "basic", description: "The user's e-mail and password" },
      },
    },
<%_ } _%>
  },
};
