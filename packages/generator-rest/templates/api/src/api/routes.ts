<%_ if (storeUser) { _%>
import { currentUser } from "<%= toSrc %>/auth/current-user.js";
<%_ } _%>
<%_ if (references.guarded.length > 0) { _%>
import { filterByGuards } from "<%= toSrc %>/auth/filter-by-guards.js";
<%_ } _%>
<%_
  const fromRest = ["errorResponses"];
  if (!model && has.create) fromRest.push("errorBody");
  if (needs.httpError) fromRest.push("HttpError");
  if (model && has.index) fromRest.unshift("answerList");
  if (references.check) fromRest.push("type Failure", "ValidationError");
_%>
import { <%= fromRest.join(", ") %> } from "@hostkit/rest";
<%_ for (const open of references.opens) { _%>
import { <%= open.name %> } from "<%= open.path %>";
<%_ } _%>
<%_ for (const view of references.views) { _%>
import { <%= view.name %> } from "<%= view.path %>";
<%_ } _%>
import type { ApiGroup } from "<%= toApi %>/api-group.js";
<%_ if (needs.owner) { _%>
import type { StoredUser } from "<%= toSrc %>/users/user.js";
<%_ } _%>
<%_ if (model && has.update) { _%>
import type { <%= type %>, Stored<%= type %> } from "./<%= name %>.js";
<%_ } else if (needs.storedType) { _%>
import type { Stored<%= type %> } from "./<%= name %>.js";
<%_ } _%>
<%_ if (files.changes) { _%>
import { <%= one %>Changes } from "./<%= name %>-changes.js";
<%_ } _%>
<%_ if (files.fields) { _%>
import { <%= one %>Fields } from "./<%= name %>-fields.js";
<%_ } _%>
<%_ if (model) { _%>
import { open<%= types %> } from "./open-<%= collection %>.js";
<%_ } _%>
import { <%= schemaNames.join(", ") %> } from "./schema.js";
<%_ if (model && references.expand) { _%>
import { <%= one %>View, type <%= type %>View } from "./view.js";
<%_ } else if (model && (has.create || has.index || has.show || has.update)) { _%>
import { <%= one %>View } from "./view.js";
<%_ } _%>
<%_ if (model && has.index) { _%>

const listSpec = {
  search: <%- js(search) %>,
  sortable: <%= type %>Sortable,
  view: <%= one %>ViewFields,
  filters: <%= type %>Filters,
};
<%_ } _%>
<%_ if (security.masterKey || security.userToken) { _%>

  <%_ if (security.masterKey) { _%>
const masterKey = [{ masterKey: [] }];
  <%_ } _%>
  <%_ if (security.userToken) { _%>
const userToken = [{ userToken: [] }];
  <%_ } _%>
<%_ } _%>

export const <%= group %>: ApiGroup = {
  prefix: "/<%= endpoint %>",
  async routes(app<% if (uses.length > 0) { %>, { <%= uses.join(", ") %> }<% } %>) {
    <%_ if (model) { _%>
    const <%= many %> = await open<%= types %>(store);
      <%_ for (const open of references.opens) { _%>
    const <%= open.many %> = await <%= open.name %>(store);
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
    <%_ if (needs.view) { _%>

    /** The view, with the public profile of the creator. */
    const view = async (<%= one %>: Stored<%= type %>) => <%= one %>View(<%= one %>, await users.findById(<%= one %>.<%= userField %>));
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
    const checkReferences = async (body: { <%= refs.map((ref) => `${ref.field}?: string`).join("; ") %> }, readable: readonly string[]) => {
    <%_ } else if (references.check) { _%>

    /** Refuses a body whose references name no document: each id sent must be found. */
    const checkReferences = async (body: { <%= refs.map((ref) => `${ref.field}?: string`).join("; ") %> }) => {
    <%_ } _%>
    <%_ if (references.check) { _%>
      const failures: Failure[] = [];
      <%_ for (const ref of refs) { _%>
      if (body.<%= ref.field %> !== undefined && !(<% if (ref.read) { %>readable.includes("<%= ref.field %>") && <% } %>(await <%= ref.many %>.findById(body.<%= ref.field %>)))) {
        const message = "<%= ref.field %> must be the id of <%= ref.aLabel %>";
        failures.push({ name: "ref", param: "<%= ref.field %>", value: body.<%= ref.field %>, ref: "<%= ref.group %>", message });
      }
      <%_ } _%>
      const [first, ...rest] = failures;
      if (first) throw new ValidationError([first, ...rest]);
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
    const expanded = async (view: <%= type %>View, expand: readonly string[]): Promise<<%= type %>View> => {
      <%_ for (const ref of refs.filter((ref) => ref.expand)) { _%>
      if (expand.includes("<%= ref.field %>") && typeof view.<%= ref.field %> === "string") {
        const found = await <%= ref.many %>.findById(view.<%= ref.field %>);
        if (found) view.<%= ref.field %> = <%= ref.expand.view %>(found<% if (ref.expand.creator) { %>, await users.findById(found.<%= ref.expand.creator %>)<% } %>);
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
          body: <%= type %>Body,
          response: { 201: <%= type %>Schema, ...errorResponses(<%= route.create.statuses %>) },
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
          querystring: <%= type %>ListQuery,
          response: { 200: <%= type %>ListSchema, ...errorResponses(<%= route.index.statuses %>) },
        },
      },
      <%_ if (model && references.expand) { _%>
      async (request, reply) => {
        <%_ if (references.guardedExpand) { _%>
        const expand = await filterByGuards(request.query.expand?.split(",") ?? [], readRights, request, reply);
        <%_ } else { _%>
        const expand = request.query.expand?.split(",") ?? [];
        <%_ } _%>
        return answerList(request, reply, <%= many %>, { ...listSpec, row: <%- listRow %> }<% if (getList) { %>, true<% } %>);
      },
      <%_ } else if (model) { _%>
      (request, reply) => answerList(request, reply, <%= many %>, { ...listSpec, row: <%- listRow ?? `${one}View` %> }<% if (getList) { %>, true<% } %>),
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
          params: <%= type %>Params,
          <%_ if (references.expand) { _%>
          querystring: <%= type %>ShowQuery,
          <%_ } _%>
          response: { 200: <%= type %>Schema, ...errorResponses(<%= route.show.statuses %>) },
        },
      },
      <%_ if (model && references.guardedExpand) { _%>
      async (request, reply) => {
        const <%= one %> = await find(request.params.id);
        const expand = await filterByGuards(request.query.expand?.split(",") ?? [], readRights, request, reply);
        return expanded(<% if (needs.view) { %>await view(<%= one %>)<% } else { %><%= one %>View(<%= one %>)<% } %>, expand);
      },
      <%_ } else if (model && references.expand) { _%>
      async (request) => {
        const <%= one %> = await find(request.params.id);
        return expanded(<% if (needs.view) { %>await view(<%= one %>)<% } else { %><%= one %>View(<%= one %>)<% } %>, request.query.expand?.split(",") ?? []);
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
          params: <%= type %>Params,
          body: <%= type %>Body,
          response: { 200: <%= type %>Schema, ...errorResponses(<%= route.update.statuses %>) },
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
          params: <%= type %>Params,
          body: <%= type %>PatchBody,
          response: { 200: <%= type %>Schema, ...errorResponses(<%= route.update.statuses %>) },
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
          params: <%= type %>Params,
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
