import { hashPassword } from "@hostkit/rest/password";
import { taskQueue } from "../../background/task-queue.js";
import { errorResponses, HttpError } from "@hostkit/rest";
import { createMailer } from "../../mail/mailer.js";
import type { ApiGroup } from "../api-group.js";
import { normalizeEmail } from "@hostkit/rest/auth";
import { UserSchema } from "../../users/schema.js";
import { userView } from "../../users/view.js";
import { openPasswordResets } from "./open-password-resets.js";
import { checkResetLink } from "./reset-link.js";
import { hashResetToken } from "./reset-token.js";
import { AcceptedSchema, CreateResetBody, NewPasswordBody, ResetSchema, TokenBody } from "./schema.js";
import { sendResetLink } from "./send-reset-link.js";

const gone = () => new HttpError(404, "This reset link is unknown, used or expired");
const accepted = { message: "If an account uses this e-mail, a link to reset its password is on its way" };

export const passwordResetsGroup: ApiGroup = {
  prefix: "/password-resets",
  async routes(app, { config, store, users, auth }) {
    const resets = await openPasswordResets(store);
    const mailer = createMailer(config.mail, config.mode, app.log);
    const queue = taskQueue((error) => app.log.error({ err: error }, "Password reset mail"));
    app.addHook("onClose", async () => {
      await queue.drain();
      mailer.close();
    });

    /** The user of a pending, unexpired reset; 404 for anything else. */
    const pending = async (token: string) => {
      const reset = await resets.findOne({ tokenHash: hashResetToken(token) });
      const user = reset && reset.expiresAt.getTime() > Date.now() ? await users.findById(reset.userId) : null;
      if (!reset || !user) throw gone();
      return { reset, user };
    };

    app.post(
      "/",
      {
        preValidation: auth.masterKey,
        config: { limited: true },
        schema: {
          summary: "Mails a link to reset the password to the user with this e-mail, if there is one",
          tags: ["password-resets"],
          security: [{ masterKey: [] }],
          body: CreateResetBody,
          // The e-mail is looked up after answering: the store is not this route's answer.
          response: { 202: AcceptedSchema, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const link = checkResetLink(request.body.link, config.resetLinkOrigins);
        // Looking the e-mail up after answering gives known and unknown e-mails the same answer and timing.
        queue.add(() => sendResetLink({ users, resets, mailer }, normalizeEmail(request.body.email), link));
        reply.status(202);
        return accepted;
      },
    );

    // The token travels in bodies, never in a path that proxies and logs would keep.
    app.post(
      "/lookup",
      {
        schema: {
          summary: "Shows whose password a pending reset link changes",
          tags: ["password-resets"],
          body: TokenBody,
          response: { 200: ResetSchema, ...errorResponses(400, 404, 503) },
        },
      },
      async (request) => ({ user: userView((await pending(request.body.token)).user) }),
    );

    app.put(
      "/",
      {
        schema: {
          summary: "Sets a new password with a reset link; the user's other links and every token stop working",
          tags: ["password-resets"],
          body: NewPasswordBody,
          response: { 200: UserSchema, ...errorResponses(400, 404, 503) },
        },
      },
      async (request) => {
        const { reset, user } = await pending(request.body.token);
        // Removing first makes the link single-use even when two requests race with it.
        if (!(await resets.remove(reset.id))) throw gone();
        // The link reached the mailbox, which confirms the e-mail; a thief's tokens end here.
        const password = await hashPassword(request.body.password);
        const updated = await users.update(user.id, { password, emailConfirmed: true, tokensValidAfter: new Date() });
        const others = await resets.find({ userId: user.id });
        await Promise.all(others.map((other) => resets.remove(other.id)));
        if (!updated) throw gone();
        return userView(updated);
      },
    );
  },
};
