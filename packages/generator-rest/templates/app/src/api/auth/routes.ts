<%_ if (auth) { _%>
<%_ const root = apiDir.split("/").map(() => "..").join("/") _%>
import { currentUser } from "../<%= root %>/auth/current-user.js";
import { createSession, SessionSchema } from "../<%= root %>/auth/session.js";
import { errorResponses } from "../<%= root %>/errors/error-schemas.js";
import type { ApiGroup } from "../api-group.js";

export const authGroup: ApiGroup = {
  prefix: "/auth",
  async routes(app, { config, auth }) {
    app.post(
      "/",
      {
        preValidation: [auth.masterKey, auth.password],
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
  },
};
<%_ } _%>
