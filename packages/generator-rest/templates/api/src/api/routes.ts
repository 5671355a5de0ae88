<%_ if (storeUser) { _%>
import { currentUser } from "<%= toSrc %>/auth/current-user.js";
<%_ } _%>
<%_ if (references.guarded.length > 0) { _%>
import { filterByGuards } from "@hostkit/rest/auth";
<%_ } _%>
<%_
  const fromRest = ["errorResponses"];
  if (!model && has.create) fromRest.push("errorBody");
  if (needs.httpError) fromRest.push("HttpError");
  if (!model && has.index) fromRest.push("listQueryFields");
  if (model && has.index) fromRest.unshift("answerList");
  if (references.check) fromRest.push("type Failure", "ValidationError");
_%>
import { <%= fromRest.join(", ") %> } from "@hostkit/rest";
<%_ if (!model && has.index) { _%>
import { Type } from "typebox";
<%_ } _%>
<%_ for (const module of references.imports) { _%>
import { <%= module.name %> } from "<%= module.path %>";
<%_ } _%>
import type { ApiGroup } from "<%= toApi %>/api-group.js";
<%_ if (needs.owner) { _%>
import type { StoredUser } from "<%= toSrc %>/users/user.js";
<%_ } _%>
<%_ if (model && has.update) { _%>
import { <%= one %>Model, type <%= type %>, type Stored<%= type %> } from "./<%= name %>-model.js";
<%_ } else if (needs.storedType) { _%>
import { <%= one %>Model, type Stored<%= type %> } from "./<%= name %>-model.js";
<%_ } else { _%>
import { <%= one %>Model } from "./<%= name %>-model.js";
<%_ } _%>
<%_ if (security.masterKey || security.userToken) { _%>

  <%_ if (security.masterKey) { _%>
const masterKey = [{ masterKey: [] }];
  <%_ } _%>
  <%_ if (security.userToken) { _%>
const userToken = [{ userToken: [] }];
  <%_ } _%>
<%_ } _%>

<%_ if (!model && has.index) { _%>
// The stub's list reads nothing yet: it takes the list parameters but no sort or filter, and sends no page headers.
  <%_ if (search.length > 0) { _%>
const stubListQuery = Type.Object(listQueryFields(), { additionalProperties: false });
  <%_ } else { _%>
const stubListQuery = Type.Omit(Type.Object(listQueryFields()), ["q"], { additionalProperties: false });
  <%_ } _%>
  <%_ if (getList) { _%>
const stubListSchema = Type.Object({
  rows: Type.Array(Type.Partial(<%= one %>Model.schema)),
  count: Type.Integer({ description: "Every match, ignoring page and limit" }),
});
  <%_ } else { _%>
const stubListSchema = Type.Array(Type.Partial(<%= one %>Model.schema));
  <%_ } _%>

<%_ } _%>
export const <%= group %>: ApiGroup = {
  prefix: "/<%= endpoint %>",
  async routes(app<% if (uses.length > 0) { %>, { <%= uses.join(", ") %> }<% } %>) {
    <%_ if (model) { _%>
    const <%= many %> = await <%= one %>Model.open(store);
      <%_ for (const open of references.opens) { _%>
    const <%= open.many %> = await <%= open.name %>.open(store);
      <%_ } _%>
    <%_ } else { _%>
    // Stubs: <%= labels %> have no model yet. Each route below marks where its logic goes;
    // until then POST answers 501, the list is empty and every id is unknown.
    <%_ } _%>
    <%_ if (needs.find) { _%>

    /** The <%= label %> with this id; 404 when there is none. */
    const find = async (id: string): Promise<Stored<%= type %>> => {
      const <%= one %> = await <%= many %>.findById(id);
      if (!<%= one %>) throw new HttpError(404, "No <%= label %> with this id");
      return <%= one %>;
    };
    <%_ } _%>
    <%_ if (needs.creatorView) { _%>

    /** What anyone may see of the user with this id; null once their account is deleted. */
    const creatorView = async (id: string) => {
      const creator = await users.findById(id);
      return creator && publicUserView(creator);
    };
    <%_ } _%>
    <%_ if (needs.view) { _%>

    /** The view, with the public profile of the creator. */
    const view = async (<%= one %>: Stored<%= type %>) => <%= one %>Model.view(<%= one %>, await creatorView(<%= one %>.<%= userField %>));
    <%_ } _%>
    <%_ if (needs.owner) { _%>

    /** Only the creator of <%= aLabel %> or an administrator may change it. */
    const findOwn = async (id: string, user: StoredUser): Promise<Stored<%= type %>> => {
      const <%= one %> = await find(id);
      if (user.role !== "admin" && user.id !== <%= one %>.<%= userField %>) {
        throw new HttpError(403, "Only the creator of this <%= label %> or an administrator may change it");
      }
      return <%= one %>;
    };
    <%_ } _%>
    <%_ if (references.guarded.length > 0) { _%>

    /** The guard of each referenced group that not everyone may read: a reference keeps its group's read rights. */
    const readRights = { <%= references.guarded.map((ref) => `${ref.field}: auth.${ref.guard}`).join(", ") %> };
    <%_ } _%>
    <%_ if (references.guardedCheck) { _%>

    /**
     * Refuses a body whose references name no document the caller may read: each id sent must be found, in a
     * group the caller may read, so that an id the caller may not read is refused as one that names nothing.
     */
    const checkReferences = async (body: Record<string, unknown>, readable: readonly string[]) => {
    <%_ } else if (references.check) { _%>

    /** Refuses a body whose references name no document: each id sent must be found. */
    const checkReferences = async (body: Record<string, unknown>) => {
    <%_ } _%>
    <%_ if (references.check) { _%>
      const failures: Failure[] = [];
      <%_ for (const ref of refs) { _%>
      const <%= ref.field %> = body.<%= ref.field %>;
      if (typeof <%= ref.field %> === "string" && !(<% if (ref.read) { %>readable.includes("<%= ref.field %>") && <% } %>(await <%= ref.many %>.findById(<%= ref.field %>)))) {
        const message = "<%= ref.field %> must be the id of <%= ref.aLabel %>";
        failures.push({ name: "ref", param: "<%= ref.field %>", value: <%= ref.field %>, ref: "<%= ref.group %>", message });
      }
      <%_ } _%>
      // The body fits its schema; what is stored refuses it: 409, as for a taken unique value.
      const [first, ...rest] = failures;
      if (first) throw new ValidationError([first, ...rest], 409);
    };
    <%_ } _%>
    <%_ if (references.expand) { _%>

    <%_ if (references.guardedExpand) { _%>
    /**
     * The view with each reference `expand` names answered as its document; an id whose document is gone stays an
     * id. `expand` holds only the references the caller may read (filterByGuards).
     */
    <%_ } else { _%>
    /** The view with each reference `expand` names answered as its document; an id whose document is gone stays an id. */
    <%_ } _%>
    const expanded = async (view: Record<string, unknown>, expand: readonly string[]): Promise<Record<string, unknown>> => {
      <%_ for (const ref of refs.filter((ref) => ref.expand)) { _%>
      if (expand.includes("<%= ref.field %>") && typeof view.<%= ref.field %> === "string") {
        const found = await <%= ref.many %>.findById(view.<%= ref.field %>);
        if (found) view.<%= ref.field %> = <%= ref.expand.view %>(found<% if (ref.expand.creator) { %>, await creatorView(found.<%= ref.expand.creator %>)<% } %>);
      }
      <%_ } _%>
      return view;
    };
    <%_ } _%>
    <%_ if (model && has.update) { _%>

    /** Sets the changes and the update time. */
    const update = async (id: string, changes: Partial<<%= type %>>): Promise<Stored<%= type %>> => {
      const updated = await <%= many %>.update(id, { ...changes, updatedAt: new Date() });
      if (!updated) throw new HttpError(404, "No <%= label %> with this id");
      return updated;
    };
    <%_ } _%>
    <%_ if (has.create) { _%>

    app.post(
      "/",
      {
        <%_ if (route.create.guard) { _%>
        preValidation: auth.<%= route.create.guard %>,
        <%_ } _%>
        schema: {
          summary: "Creates <%= aLabel %><%= route.create.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.create.guard) { _%>
          security: <%= route.create.security %>,
          <%_ } _%>
          body: <%= one %>Model.body,
          response: { 201: <%= one %>Model.schema, ...errorResponses(<%= route.create.statuses %>) },
        },
      },
      <%_ if (model) { _%>
      async (request, reply) => {
        <%_ if (storeUser) { _%>
        const user = currentUser(request);
        <%_ } _%>
        <%_ if (references.guardedCheck) { _%>
        await checkReferences(request.body, await filterByGuards(Object.keys(request.body), readRights, request, reply));
        <%_ } else if (references.check) { _%>
        await checkReferences(request.body);
        <%_ } _%>
        const now = new Date();
        const <%= one %> = await <%= many %>.insert({
          <%_ if (fields.length > 0) { _%>
          ...<%= one %>Model.fieldsOf(request.body),
          <%_ } _%>
          <%_ if (storeUser) { _%>
          <%= userField %>: user.id,
          <%_ } _%>
          createdAt: now,
          updatedAt: now,
        });
        reply.status(201);
        return <%= one %>Model.view(<%= one %><% if (storeUser) { %>, publicUserView(user)<% } %>);
      },
      <%_ } else { _%>
      async (_request, reply) => {
        // Stub: store the <%= label %> of request.body here, then answer 201 with its view.
        return reply.status(501).send(errorBody(501, "POST /<%= endpoint %> is not implemented yet"));
      },
      <%_ } _%>
    );
    <%_ } _%>
    <%_ if (has.index) { _%>

    app.get(
      "/",
      {
        <%_ if (route.index.guard) { _%>
        preValidation: auth.<%= route.index.guard %>,
        <%_ } _%>
        schema: {
          summary: "Lists <%= labels %><%= route.index.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.index.guard) { _%>
          security: <%= route.index.security %>,
          <%_ } _%>
          querystring: <%= model ? `${one}Model.listQuery` : "stubListQuery" %>,
          response: { 200: <%= model ? `${one}Model.listSchema` : "stubListSchema" %>, ...errorResponses(<%= route.index.statuses %>) },
        },
      },
      <%_ if (model && references.expand) { _%>
      async (request, reply) => {
        <%_ if (references.guardedExpand) { _%>
        const expand = await filterByGuards(<%= one %>Model.expandOf(request.query), readRights, request, reply);
        <%_ } else { _%>
        const expand = <%= one %>Model.expandOf(request.query);
        <%_ } _%>
        return answerList(request, reply, <%= many %>, { ...<%= one %>Model.listSpec, row: <%- listRow %> }<% if (getList) { %>, true<% } %>);
      },
      <%_ } else if (model) { _%>
      (request, reply) => answerList(request, reply, <%= many %>, { ...<%= one %>Model.listSpec, row: <%- listRow ?? `${one}Model.view` %> }<% if (getList) { %>, true<% } %>),
      <%_ } else { _%>
      async () => {
        // Stub: find the <%= labels %> matching request.query here.
        <%_ if (getList) { _%>
        return { rows: [], count: 0 };
        <%_ } else { _%>
        return [];
        <%_ } _%>
      },
      <%_ } _%>
    );
    <%_ } _%>
    <%_ if (has.show) { _%>

    app.get(
      "/:id",
      {
        <%_ if (route.show.guard) { _%>
        preValidation: auth.<%= route.show.guard %>,
        <%_ } _%>
        schema: {
          summary: "Shows <%= aLabel %><%= route.show.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.show.guard) { _%>
          security: <%= route.show.security %>,
          <%_ } _%>
          params: <%= one %>Model.params,
          <%_ if (references.expand) { _%>
          querystring: <%= one %>Model.showQuery,
          <%_ } _%>
          response: { 200: <%= one %>Model.schema, ...errorResponses(<%= route.show.statuses %>) },
        },
      },
      <%_ if (model && references.guardedExpand) { _%>
      async (request, reply) => {
        const <%= one %> = await find(request.params.id);
        const expand = await filterByGuards(<%= one %>Model.expandOf(request.query), readRights, request, reply);
        return expanded(<% if (needs.view) { %>await view(<%= one %>)<% } else { %><%= one %>Model.view(<%= one %>)<% } %>, expand);
      },
      <%_ } else if (model && references.expand) { _%>
      async (request) => {
        const <%= one %> = await find(request.params.id);
        return expanded(<% if (needs.view) { %>await view(<%= one %>)<% } else { %><%= one %>Model.view(<%= one %>)<% } %>, <%= one %>Model.expandOf(request.query));
      },
      <%_ } else if (model) { _%>
      async (request) => <%= viewName %>(await find(request.params.id)),
      <%_ } else { _%>
      async () => {
        // Stub: find the <%= label %> with request.params.id here.
        throw new HttpError(404, "No <%= label %> with this id");
      },
      <%_ } _%>
    );
    <%_ } _%>
    <%_ if (has.update) { _%>

    app.put(
      "/:id",
      {
        <%_ if (route.update.guard) { _%>
        preValidation: auth.<%= route.update.guard %>,
        <%_ } _%>
        schema: {
          summary: "Replaces the fields of <%= aLabel %><%= route.update.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.update.guard) { _%>
          security: <%= route.update.security %>,
          <%_ } _%>
          params: <%= one %>Model.params,
          body: <%= one %>Model.body,
          response: { 200: <%= one %>Model.schema, ...errorResponses(<%= route.update.statuses %>) },
        },
      },
      <%_ if (model && (storeUser || references.check)) { _%>
      async (request<% if (references.guardedCheck) { %>, reply<% } %>) => {
        <%_ if (storeUser) { _%>
        await findOwn(request.params.id, currentUser(request));
        <%_ } _%>
        <%_ if (references.guardedCheck) { _%>
        await checkReferences(request.body, await filterByGuards(Object.keys(request.body), readRights, request, reply));
        <%_ } else if (references.check) { _%>
        await checkReferences(request.body);
        <%_ } _%>
        return <%= viewName %>(await update(request.params.id, <%- changes.put %>));
      },
      <%_ } else if (model) { _%>
      async (request) => <%= viewName %>(await update(request.params.id, <%- changes.put %>)),
      <%_ } else { _%>
      async () => {
        // Stub: replace the fields of the <%= label %> with request.params.id here.
        throw new HttpError(404, "No <%= label %> with this id");
      },
      <%_ } _%>
    );

    app.patch(
      "/:id",
      {
        <%_ if (route.update.guard) { _%>
        preValidation: auth.<%= route.update.guard %>,
        <%_ } _%>
        schema: {
          summary: "Changes the given fields of <%= aLabel %><%= route.update.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.update.guard) { _%>
          security: <%= route.update.security %>,
          <%_ } _%>
          params: <%= one %>Model.params,
          body: <%= one %>Model.patch,
          response: { 200: <%= one %>Model.schema, ...errorResponses(<%= route.update.statuses %>) },
        },
      },
      <%_ if (model && (storeUser || references.check)) { _%>
      async (request<% if (references.guardedCheck) { %>, reply<% } %>) => {
        <%_ if (storeUser) { _%>
        await findOwn(request.params.id, currentUser(request));
        <%_ } _%>
        <%_ if (references.guardedCheck) { _%>
        await checkReferences(request.body, await filterByGuards(Object.keys(request.body), readRights, request, reply));
        <%_ } else if (references.check) { _%>
        await checkReferences(request.body);
        <%_ } _%>
        return <%= viewName %>(await update(request.params.id, <%- changes.patch %>));
      },
      <%_ } else if (model) { _%>
      async (request) => <%= viewName %>(await update(request.params.id, <%- changes.patch %>)),
      <%_ } else { _%>
      async () => {
        // Stub: change the fields sent of the <%= label %> with request.params.id here.
        throw new HttpError(404, "No <%= label %> with this id");
      },
      <%_ } _%>
    );
    <%_ } _%>
    <%_ if (has.destroy) { _%>

    app.delete(
      "/:id",
      {
        <%_ if (route.destroy.guard) { _%>
        preValidation: auth.<%= route.destroy.guard %>,
        <%_ } _%>
        schema: {
          summary: "Deletes <%= aLabel %><%= route.destroy.note %>",
          tags: ["<%= endpoint %>"],
          <%_ if (route.destroy.guard) { _%>
          security: <%= route.destroy.security %>,
          <%_ } _%>
          params: <%= one %>Model.params,
          response: { 204: { type: "null", description: "Deleted" }, ...errorResponses(<%= route.destroy.statuses %>) },
        },
      },
      <%_ if (model) { _%>
      async (request, reply) => {
        <%_ if (storeUser) { _%>
        await findOwn(request.params.id, currentUser(request));
        <%_ } _%>
        if (!(await <%= many %>.remove(request.params.id))) throw new HttpError(404, "No <%= label %> with this id");
        return reply.status(204).send(null);
      },
      <%_ } else { _%>
      async () => {
        // Stub: delete the <%= label %> with request.params.id here, then answer 204.
        throw new HttpError(404, "No <%= label %> with this id");
      },
      <%_ } _%>
    );
    <%_ } _%>
  },
};
