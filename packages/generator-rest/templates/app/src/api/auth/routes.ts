<%_ if (password) { _%>
import { Type } from "typebox";
import { currentUser } from "../../auth/current-user.js";
import { createSession, SessionSchema } from "../../auth/session.js";
import { errorResponses } from "@hostkit/rest";
<%_ } _%>
import type { ApiGroup } from "../api-group.js";
<%_ if (social) { _%>
import { socialRoutes } from "./social-routes.js";
<%_ } _%>

export const authGroup: ApiGroup = {
  prefix: "/auth",
  async routes(app, { <%- [ "config", social && "store", social && "users", (password || social) && "auth" ].filter(Boolean).join(", ") %> }) {
<%_ if (password) { _%>
    const masterKey = Type.String({ minLength: 1, description: "The master key" });
    app.post(
      "/",
      {
        preValidation: [auth.masterKey, auth.password],
        config: { limited: true },
        schema: {
          summary: "Signs a user in with HTTP Basic email:password; needs the master key as access_token",
          tags: ["auth"],
          // The Authorization header carries the password: the master key comes in the body.
          security: [{ basic: [] }],
          body: Type.Object({ access_token: config.queryToken ? Type.Optional(masterKey) : masterKey }, { additionalProperties: false }),
          response: { 201: SessionSchema, ...errorResponses(401, 503) },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return createSession(currentUser(request), config);
      },
    );
<%_ } _%>
<%_ if (social) { _%>
    await app.register(socialRoutes, { config, store, users, auth });
<%_ } _%>
  },
};
