import { currentUser } from "../../auth/current-user.js";
import { taskQueue } from "../../background/task-queue.js";
import { errorResponses, HttpError } from "@hostkit/rest";
import { createMailer } from "../../mail/mailer.js";
import type { ApiGroup } from "../api-group.js";
import { checkResetLink, resetUrl } from "../password-resets/reset-link.js";
import { hashResetToken, newResetToken } from "../password-resets/reset-token.js";
import { AcceptedSchema } from "../password-resets/schema.js";
import { UserSchema } from "../../users/schema.js";
import { userView } from "../../users/view.js";
import { confirmationMail } from "./confirmation-mail.js";
import { openEmailConfirmations } from "./open-email-confirmations.js";
import { ConfirmBody, CreateConfirmationBody } from "./schema.js";

const lifetimeMs = 24 * 60 * 60 * 1000;
const gone = () => new HttpError(404, "This confirmation link is unknown, used or expired");

/**
 * E-mail confirmation for password accounts, built like password reset: a single-use link mailed to the
 * address (printed to the log while developing without SMTP_URL). Social sign-in joins an existing
 * account only once its e-mail is confirmed.
 */
export const emailConfirmationsGroup: ApiGroup = {
  prefix: "/email-confirmations",
  async routes(app, { config, store, users, auth }) {
    const confirmations = await openEmailConfirmations(store);
    const mailer = createMailer(config.mail, config.mode, app.log);
    const queue = taskQueue((error) => app.log.error({ err: error }, "E-mail confirmation mail"));
    app.addHook("onClose", async () => {
      await queue.drain();
      mailer.close();
    });

    app.post(
      "/",
      {
        preValidation: auth.user,
        config: { limited: true },
        schema: {
          summary: "Mails the signed-in user a link that confirms their e-mail",
          tags: ["email-confirmations"],
          security: [{ userToken: [] }],
          body: CreateConfirmationBody,
          response: { 202: AcceptedSchema, ...errorResponses(400, 401, 503) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const link = checkResetLink(request.body.link, config.resetLinkOrigins);
        reply.status(202);
        if (user.emailConfirmed) return { message: "This e-mail is already confirmed" };
        const { token, tokenHash } = newResetToken();
        const now = Date.now();
        await confirmations.insert({ tokenHash, userId: user.id, expiresAt: new Date(now + lifetimeMs), createdAt: new Date(now) });
        queue.add(() => mailer.send(confirmationMail(user.email, user.name, resetUrl(link, token))));
        return { message: `A link to confirm ${user.email} is on its way` };
      },
    );

    app.put(
      "/",
      {
        schema: {
          summary: "Confirms the e-mail of the mailed link's user",
          tags: ["email-confirmations"],
          body: ConfirmBody,
          response: { 200: UserSchema, ...errorResponses(400, 404, 503) },
        },
      },
      async (request) => {
        const confirmation = await confirmations.findOne({ tokenHash: hashResetToken(request.body.token) });
        if (!confirmation || confirmation.expiresAt.getTime() <= Date.now()) throw gone();
        // Removing first makes the link single-use even when two requests race with it.
        if (!(await confirmations.remove(confirmation.id))) throw gone();
        const updated = await users.update(confirmation.userId, { emailConfirmed: true });
        if (!updated) throw gone();
        const others = await confirmations.find({ userId: updated.id });
        await Promise.all(others.map((other) => confirmations.remove(other.id)));
        return userView(updated);
      },
    );
  },
};
