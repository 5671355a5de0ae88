import { currentUser } from "../../auth/current-user.js";
import { errorResponses } from "@hostkit/rest";
import type { ApiGroup } from "../api-group.js";

/** `POST /auth/sign-out-everywhere`, beside the sign-in routes of `/auth`. */
export const signOutGroup: ApiGroup = {
  prefix: "/auth",
  async routes(app, { users, auth }) {
    app.post(
      "/sign-out-everywhere",
      {
        preValidation: auth.user,
        schema: {
          summary: "Ends every token of the signed-in user, this one included, as after a stolen token",
          tags: ["auth"],
          security: [{ userToken: [] }],
          response: { 204: { type: "null", description: "Signed out" }, ...errorResponses(401, 503) },
        },
      },
      async (request, reply) => {
        await users.update(currentUser(request).id, { tokensValidAfter: new Date() });
        return reply.status(204).send(null);
      },
    );
  },
};
