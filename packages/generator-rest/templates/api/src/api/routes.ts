<%_
const path = `/${endpoint}`;
const guards = Object.values(rights).filter(Boolean);
const needFind = model && (has.show || (storeUser && (has.update || has.destroy)));
const needView = storeUser && (has.index || has.show || has.update);
const needHttpError = model ? needFind || has.update || has.destroy : has.show || has.update || has.destroy;
const needStoredType = needFind || needView || (model && has.update);
const context = [model && "store", needView && "users", guards.length > 0 && "auth"].filter(Boolean);
const withFields = fields.length > 0;
const guard = (method) => rights[method] ? `preValidation: auth.${rights[method]},\n        ` : "";
const security = (method) => rights[method] ? `security: ${rights[method] === "masterKey" ? "masterKey" : "userToken"},\n          ` : "";
const who = { masterKey: "master key", admin: "administrators only", user: "signed-in users" };
const stubs = { create: "answers 501", index: "the list is empty", show: "answers 404", update: "answers 404", destroy: "answers 404" };
const summary = (text, method) => {
  const owner = storeUser && (method === "update" || method === "destroy") && rights[method] === "user";
  const notes = [owner ? "its creator or an administrator" : who[rights[method]], !model && `not implemented yet: ${stubs[method]}`].filter(Boolean);
  return notes.length > 0 ? `${text} (${notes.join("; ")})` : text;
};
const errors = (method, ...statuses) => [...statuses, ...(rights[method] ? [401] : [])].sort().join(", ");
const viewOf = (document) => needView ? `view(${document})` : `${one}View(${document})`;
const notFound = `throw new HttpError(404, "No ${label} with this id");`;
_%>
<%_ if (storeUser) { _%>
import { currentUser } from "<%= toSrc %>/auth/current-user.js";
<%_ } _%>
<%_ if (!model && has.create) { _%>
import { errorBody } from "<%= toSrc %>/errors/error-body.js";
<%_ } _%>
import { errorResponses } from "<%= toSrc %>/errors/error-schemas.js";
<%_ if (needHttpError) { _%>
import { HttpError } from "<%= toSrc %>/errors/http-error.js";
<%_ } _%>
<%_ if (model && has.index) { _%>
import { parseListQuery } from "<%= toSrc %>/list-query/parse-list-query.js";
import { pickFields } from "<%= toSrc %>/list-query/pick-fields.js";
<%_ } _%>
import type { ApiGroup } from "<%= toApi %>/api-group.js";
<%_ if (storeUser && (has.update || has.destroy)) { _%>
import type { StoredUser } from "<%= toApi %>/users/user.js";
<%_ } _%>
<%_ if (model && has.update) { _%>
import type { <%= type %>, Stored<%= type %> } from "./<%= name %>.js";
<%_ } else if (needStoredType) { _%>
import type { Stored<%= type %> } from "./<%= name %>.js";
<%_ } _%>
<%_ if (model && withFields && has.update) { _%>
import { <%= one %>Changes } from "./<%= name %>-changes.js";
<%_ } _%>
<%_ if (model && withFields && (has.create || has.update)) { _%>
import { <%= one %>Fields } from "./<%= name %>-fields.js";
<%_ } _%>
<%_ if (model) { _%>
import { open<%= types %> } from "./open-<%= collection %>.js";
<%_ } _%>
<%_
const schemas = [
  (has.create || has.update) && `${type}Body`,
  has.index && `${type}ListQuery`,
  has.index && `${type}ListSchema`,
  (has.show || has.update || has.destroy) && `${type}Params`,
  has.update && `${type}PatchBody`,
  (has.create || has.show || has.update) && `${type}Schema`,
].filter(Boolean);
const oneLine = `import { ${schemas.join(", ")} } from "./schema.js";`;
_%>
<%_ if (oneLine.length <= 120) { _%>
<%- oneLine %>
<%_ } else { _%>
import {
<%_ for (const schema of schemas) { _%>
  <%= schema %>,
<%_ } _%>
} from "./schema.js";
<%_ } _%>
<%_ if (model) { _%>
import { <%= one %>View<% if (has.index) { %>, <%= one %>ViewFields<% } %> } from "./view.js";
<%_ } _%>
<%_ if (model && has.index) { _%>

const listSpec = {
  search: <%- js(search) %>,
  sortable: <%- js(sortable) %>,
  view: <%= one %>ViewFields,
};
<%_ } _%>
<%_ if (guards.includes("masterKey") || guards.some((right) => right !== "masterKey")) { _%>

<%_ } _%>
<%_ if (guards.includes("masterKey")) { _%>
const masterKey = [{ masterKey: [] }];
<%_ } _%>
<%_ if (guards.some((right) => right !== "masterKey")) { _%>
const userToken = [{ userToken: [] }];
<%_ } _%>

export const <%= group %>: ApiGroup = {
  prefix: "<%= path %>",
  async routes(app<% if (context.length > 0) { %>, { <%= context.join(", ") %> }<% } %>) {
<%_ if (model) { _%>
    const <%= many %> = await open<%= types %>(store);
<%_ } else { _%>
    // Stubs: <%= labels %> have no model yet. Each route below marks where its logic goes;
    // until then POST answers 501, the list is empty and every id is unknown.
<%_ } _%>
<%_ if (needFind) { _%>

    /** The <%= label %> with this id; 404 when there is none. */
    const find = async (id: string): Promise<Stored<%= type %>> => {
      const <%= one %> = await <%= many %>.findById(id);
      if (!<%= one %>) <%- notFound %>
      return <%= one %>;
    };
<%_ } _%>
<%_ if (needView) { _%>

    /** The view, with the public profile of the creator. */
    const view = async (<%= one %>: Stored<%= type %>) => <%= one %>View(<%= one %>, await users.findById(<%= one %>.<%= userField %>));
<%_ } _%>
<%_ if (storeUser && (has.update || has.destroy)) { _%>

    /** Only the creator of <%= aLabel %> or an administrator may change it. */
    const findOwn = async (id: string, user: StoredUser): Promise<Stored<%= type %>> => {
      const <%= one %> = await find(id);
      if (user.role !== "admin" && user.id !== <%= one %>.<%= userField %>) {
        throw new HttpError(401, "Only the creator of this <%= label %> or an administrator may change it");
      }
      return <%= one %>;
    };
<%_ } _%>
<%_ if (model && has.update) { _%>

    /** Sets the changes and the update time. */
    const update = async (id: string, changes: Partial<<%= type %>>): Promise<Stored<%= type %>> => {
      const updated = await <%= many %>.update(id, { ...changes, updatedAt: new Date() });
      if (!updated) <%- notFound %>
      return updated;
    };
<%_ } _%>
<%_ if (has.create) { _%>

    app.post(
      "/",
      {
        <%- guard("create") %>schema: {
          summary: "<%- summary(`Creates ${aLabel}`, "create") %>",
          tags: ["<%= endpoint %>"],
          <%- security("create") %>body: <%= type %>Body,
          response: { 201: <%= type %>Schema, ...errorResponses(<%= errors("create", 400) %><% if (!model) { %>, 501<% } %>) },
        },
      },
<%_ if (model) { _%>
      async (request, reply) => {
<%_ if (storeUser) { _%>
        const user = currentUser(request);
<%_ } _%>
        const now = new Date();
        const <%= one %> = await <%= many %>.insert({
<%_ if (withFields) { _%>
          ...<%= one %>Fields(request.body),
<%_ } _%>
<%_ if (storeUser) { _%>
          <%= userField %>: user.id,
<%_ } _%>
          createdAt: now,
          updatedAt: now,
        });
        reply.status(201);
        return <%= one %>View(<%= one %><% if (storeUser) { %>, user<% } %>);
      },
<%_ } else { _%>
      async (_request, reply) => {
        // Stub: store the <%= label %> of request.body here, then answer 201 with its view.
        return reply.status(501).send(errorBody(501, "POST <%= path %> is not implemented yet"));
      },
<%_ } _%>
    );
<%_ } _%>
<%_ if (has.index) { _%>

    app.get(
      "/",
      {
        <%- guard("index") %>schema: {
          summary: "<%- summary(`Lists ${labels}`, "index") %>",
          tags: ["<%= endpoint %>"],
          <%- security("index") %>querystring: <%= type %>ListQuery,
          response: { 200: <%= type %>ListSchema, ...errorResponses(<%= errors("index", 400) %>) },
        },
      },
<%_ if (model) { _%>
      async (request) => {
        const { filter, options, fields } = parseListQuery(request.query, listSpec);
<%_ if (getList) { _%>
        const [found, count] = await Promise.all([<%= many %>.find(filter, options), <%= many %>.count(filter)]);
<%_ } else { _%>
        const found = await <%= many %>.find(filter, options);
<%_ } _%>
<%_ if (storeUser) { _%>
        const views = await Promise.all(found.map(view));
<%_ } _%>
<%_ const rows = storeUser ? "views.map((row) => pickFields(row, fields))" : `found.map((${one}) => pickFields(${one}View(${one}), fields))` _%>
        return <%- getList ? `{ rows: ${rows}, count }` : rows %>;
      },
<%_ } else { _%>
      async () => {
        // Stub: find the <%= labels %> matching request.query here.
        return <%- getList ? "{ rows: [], count: 0 }" : "[]" %>;
      },
<%_ } _%>
    );
<%_ } _%>
<%_ if (has.show) { _%>

    app.get(
      "/:id",
      {
        <%- guard("show") %>schema: {
          summary: "<%- summary(`Shows ${aLabel}`, "show") %>",
          tags: ["<%= endpoint %>"],
          <%- security("show") %>params: <%= type %>Params,
          response: { 200: <%= type %>Schema, ...errorResponses(<%= errors("show", 404) %>) },
        },
      },
<%_ if (model) { _%>
      async (request) => <%= viewOf("await find(request.params.id)") %>,
<%_ } else { _%>
      async () => {
        // Stub: find the <%= label %> with request.params.id here.
        <%- notFound %>
      },
<%_ } _%>
    );
<%_ } _%>
<%_ if (has.update) { _%>
<%_ for (const [verb, body, text, changes] of [
  ["put", `${type}Body`, `Replaces the fields of ${aLabel}`, withFields ? `${one}Fields(request.body)` : "{}"],
  ["patch", `${type}PatchBody`, `Changes the given fields of ${aLabel}`, withFields ? `${one}Changes(request.body)` : "{}"],
]) { _%>

    app.<%= verb %>(
      "/:id",
      {
        <%- guard("update") %>schema: {
          summary: "<%- summary(text, "update") %>",
          tags: ["<%= endpoint %>"],
          <%- security("update") %>params: <%= type %>Params,
          body: <%= body %>,
          response: { 200: <%= type %>Schema, ...errorResponses(<%= errors("update", 400, 404) %>) },
        },
      },
<%_ if (model && storeUser) { _%>
      async (request) => {
        await findOwn(request.params.id, currentUser(request));
        return <%- viewOf(`await update(request.params.id, ${changes})`) %>;
      },
<%_ } else if (model) { _%>
      async (request) => <%- viewOf(`await update(request.params.id, ${changes})`) %>,
<%_ } else { _%>
      async () => {
        // Stub: <%= verb === "put" ? "replace the fields" : "change the fields sent" %> of the <%= label %> with request.params.id here.
        <%- notFound %>
      },
<%_ } _%>
    );
<%_ } _%>
<%_ } _%>
<%_ if (has.destroy) { _%>

    app.delete(
      "/:id",
      {
        <%- guard("destroy") %>schema: {
          summary: "<%- summary(`Deletes ${aLabel}`, "destroy") %>",
          tags: ["<%= endpoint %>"],
          <%- security("destroy") %>params: <%= type %>Params,
          response: { 204: { type: "null", description: "Deleted" }, ...errorResponses(<%= errors("destroy", 404) %>) },
        },
      },
<%_ if (model) { _%>
      async (request, reply) => {
<%_ if (storeUser) { _%>
        await findOwn(request.params.id, currentUser(request));
<%_ } _%>
        if (!(await <%= many %>.remove(request.params.id))) <%- notFound %>
        return reply.status(204).send(null);
      },
<%_ } else { _%>
      async () => {
        // Stub: delete the <%= label %> with request.params.id here, then answer 204.
        <%- notFound %>
      },
<%_ } _%>
    );
<%_ } _%>
  },
};
