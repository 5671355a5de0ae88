import { currentUser } from "../../auth/current-user.js";
<%_ if (password) { _%>
import { hashPassword, wrongPassword } from "@hostkit/rest/password";
<%_ } _%>
<%_ if (authOnUserCreate) { _%>
import { createSession, SessionSchema } from "../../auth/session.js";
<%_ } _%>
import { answerList, errorResponses, HttpError } from "@hostkit/rest";
import type { ApiGroup } from "../api-group.js";
import { newUser } from "../../users/new-user.js";
import {
  CreateUserBody,
<%_ if (password) { _%>
  PasswordBody,
<%_ } _%>
  UpdateUserBody,
  UserListQuery,
  UserListSchema,
  userFilters,
  UserParams,
  userSortable,
} from "./schema.js";
import { PublicUserSchema, UserSchema } from "../../users/schema.js";
import type { StoredUser, User } from "../../users/user.js";
import { publicUserView, userView, userViewFields } from "../../users/view.js";

const listSpec = { search: ["name", "email"], sortable: userSortable, view: userViewFields, filters: userFilters };

const masterKey = [{ masterKey: [] }];
const userToken = [{ userToken: [] }];

export const usersGroup: ApiGroup = {
  prefix: "/users",
  async routes(app, { config, users, auth }) {
    const find = async (id: string): Promise<StoredUser> => {
      const user = await users.findById(id);
      if (!user) throw new HttpError(404, "No user with this id");
      return user;
    };

    /** Sets the fields that were sent. */
    const update = async (id: string, changes: Partial<User>): Promise<StoredUser> => {
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const updated = await users.update(id, sent);
      if (!updated) throw new HttpError(404, "No user with this id");
      return updated;
    };

    app.post(
      "/",
      {
        preValidation: auth.masterKey,
        schema: {
          summary: "Creates a user",
          tags: ["users"],
          security: masterKey,
          body: CreateUserBody,
          response: { 201: <%= authOnUserCreate ? "SessionSchema" : "UserSchema" %>, ...errorResponses(400, 401, 409, 503) },
        },
      },
      async (request, reply) => {
        const user = await users.insert(<%= password ? "await " : "" %>newUser({ ...request.body, gravatar: config.gravatar }));
        reply.status(201);
        return <%- authOnUserCreate ? "createSession(user, config)" : "userView(user)" %>;
      },
    );

    app.get(
      "/",
      {
        preValidation: auth.admin,
        schema: {
          summary: "Lists users (administrators only)",
          tags: ["users"],
          security: userToken,
          querystring: UserListQuery,
          response: { 200: UserListSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      (request, reply) => answerList(request, reply, users, { ...listSpec, row: userView }<% if (getList) { %>, true<% } %>),
    );

    app.get(
      "/me",
      {
        preValidation: auth.user,
        schema: {
          summary: "Shows the signed-in user",
          tags: ["users"],
          security: userToken,
          response: { 200: UserSchema, ...errorResponses(401, 503) },
        },
      },
      async (request) => userView(currentUser(request)),
    );

    app.get(
      "/:id",
      {
        schema: {
          summary: "Shows a user's public profile",
          tags: ["users"],
          params: UserParams,
          response: { 200: PublicUserSchema, ...errorResponses(404, 503) },
        },
      },
      async (request) => publicUserView(await find(request.params.id)),
    );

    const updateSchema = {
      tags: ["users"],
      security: userToken,
      body: UpdateUserBody,
      response: { 200: UserSchema, ...errorResponses(400, 401, 404, 503) },
    };

    app.put(
      "/me",
      { preValidation: auth.user, schema: { ...updateSchema, summary: "Changes the signed-in user's name or picture" } },
      async (request) => {
        const { name, picture } = request.body;
        return userView(await update(currentUser(request).id, { name, picture }));
      },
    );

    app.put(
      "/:id",
      {
        preValidation: auth.user,
        schema: { ...updateSchema, response: { ...updateSchema.response, ...errorResponses(403) }, params: UserParams, summary: "Changes a user's name or picture (the user or an administrator)" },
      },
      async (request) => {
        const user = currentUser(request);
        if (user.role !== "admin" && user.id !== request.params.id) {
          throw new HttpError(403, "You can't change another user's data");
        }
        const { name, picture } = request.body;
        return userView(await update(request.params.id, { name, picture }));
      },
    );

<%_ if (password) { _%>
    app.put(
      // `me` as in GET /users/me: the HTTP Basic credentials say who.
      "/:id/password",
      {
        preValidation: auth.password,
        config: { limited: true },
        schema: {
          summary: "Changes a user's password, given the current one as HTTP Basic credentials; signs out every token",
          tags: ["users"],
          security: [{ basic: [] }],
          params: UserParams,
          body: PasswordBody,
          response: { 200: UserSchema, ...errorResponses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        // Another user's id answers as a wrong password does, so the route tells nothing about the password.
        if (request.params.id !== "me" && request.params.id !== id) throw wrongPassword();
        const password = await hashPassword(request.body.password);
        return userView(await update(id, { password, tokensValidAfter: new Date() }));
      },
    );
<%_ } _%>

    app.delete(
      "/:id",
      {
        preValidation: auth.admin,
        schema: {
          summary: "Deletes a user (administrators only)",
          tags: ["users"],
          security: userToken,
          params: UserParams,
          response: { 204: { type: "null", description: "Deleted" }, ...errorResponses(401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        if (!(await users.remove(request.params.id))) throw new HttpError(404, "No user with this id");
        return reply.status(204).send(null);
      },
    );
  },
};
