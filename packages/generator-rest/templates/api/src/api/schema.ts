import { Type<% if (needs.body) { %>, type Static<% } %> } from "typebox";
<%_ if (auth && needs.body) { _%>
import { accessTokenField } from "<%= toSrc %>/auth/access-token-field.js";
<%_ } _%>
<%_ if (has.index && model) { _%>
import { type FieldFilter, listAnswer, listQueryFields } from "@hostkit/rest";
<%_ } else if (has.index) { _%>
import { listQueryFields } from "@hostkit/rest";
<%_ } _%>
<%_ if (storeUser) { _%>
import { PublicUserSchema } from "<%= toSrc %>/users/schema.js";
<%_ } _%>
<%_ for (const schema of references.schemas) { _%>
import { <%= schema.name %> } from "<%= schema.path %>";
<%_ } _%>
<%_ if (model) { _%>

export const <%= one %>ViewFields = <%- js(viewFields) %> as const;
<%_ } _%>
<%_ if (references.expand) { _%>

/** `?expand=<%= expand.join(",") %>`: each reference named answers the document it names instead of its id. */
const expandField = {
  expand: Type.Optional(
    Type.String({
      pattern: "<%- references.pattern %>",
      "x-expected": "be comma-separated references among <%= expand.join(", ") %>",
      description: "References answered as their documents, comma-separated",
    }),
  ),
};
<%_ } _%>

export const <%= type %>Schema = Type.Object({
  id: Type.String(),
  <%_ for (const field of fields) { _%>
  <%= field.name %>: <%- field.viewSchema %>,
  <%_ } _%>
  <%_ if (storeUser) { _%>
  <%= userField %>: Type.Union([PublicUserSchema, Type.Null()], { description: "The creator; null once their account is deleted" }),
  <%_ } _%>
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
<%_ if (has.index && getList) { _%>

export const <%= type %>ListSchema = Type.Object(
  {
    rows: Type.Array(Type.Partial(<%= type %>Schema)),
    count: Type.Integer({ description: "Every match, ignoring page and limit" }),
  },
  <%_ if (model) { _%>
  listAnswer,
  <%_ } _%>
);
<%_ } else if (has.index) { _%>

export const <%= type %>ListSchema = Type.Array(Type.Partial(<%= type %>Schema)<% if (model) { %>, listAnswer<% } %>);
<%_ } _%>
<%_ if (needs.body) { _%>

/** The fields of POST and PUT; PUT replaces them all. */
export const <%= type %>Body = Type.Object(
  {
    <%_ for (const field of fields) { _%>
      <%_ if (field.required) { _%>
    <%= field.name %>: <%- field.bodySchema %>,
      <%_ } else { _%>
    <%= field.name %>: Type.Optional(<%- field.bodySchema %>),
      <%_ } _%>
    <%_ } _%>
    <%_ if (auth) { _%>
    ...accessTokenField,
    <%_ } _%>
  },
  { additionalProperties: false },
);

export type <%= type %>Body = Static<typeof <%= type %>Body>;
<%_ } _%>
<%_ if (has.update) { _%>

/** The fields of PATCH: only those sent change. */
export const <%= type %>PatchBody = Type.Object(
  {
    <%_ for (const field of fields) { _%>
    <%= field.name %>: Type.Optional(<%- field.bodySchema %>),
    <%_ } _%>
    <%_ if (auth) { _%>
    ...accessTokenField,
    <%_ } _%>
  },
  { additionalProperties: false },
);

export type <%= type %>PatchBody = Static<typeof <%= type %>PatchBody>;
<%_ } _%>
<%_ if (has.index && model) { _%>

/** What `sort` may name: the fields the collection indexes. */
export const <%= type %>Sortable = <%- js(sortable) %>;

/** What a list filters by: each field the collection indexes, by its type (see list-filters.ts). */
export const <%= type %>Filters: Record<string, FieldFilter> = <%- js(filters) %>;
<%_ } _%>
<%_ /* With a model, sort and fields take the keys the list reads; a stub's list reads none yet. */ _%>
<%_ if (has.index && model) { _%>

  <%_ if (search.length > 0) { _%>
export const <%= type %>ListQuery = Type.Object(
  {
    ...listQueryFields({ sortable: <%= type %>Sortable, view: <%= one %>ViewFields, filters: <%= type %>Filters }),
    <%_ if (references.expand) { _%>
    ...expandField,
    <%_ } _%>
  },
  { additionalProperties: false },
);
  <%_ } else { _%>
// <%= ALabel %> has no text field for q to search: the list takes the other parameters.
export const <%= type %>ListQuery = Type.Omit(
  Type.Object({
    ...listQueryFields({ sortable: <%= type %>Sortable, view: <%= one %>ViewFields, filters: <%= type %>Filters }),
    <%_ if (references.expand) { _%>
    ...expandField,
    <%_ } _%>
  }),
  ["q"],
  { additionalProperties: false },
);
  <%_ } _%>
<%_ } else if (has.index && search.length > 0) { _%>

export const <%= type %>ListQuery = Type.Object(listQueryFields(), { additionalProperties: false });
<%_ } else if (has.index) { _%>

// <%= ALabel %> has no text field for q to search: the list takes the other parameters.
export const <%= type %>ListQuery = Type.Omit(Type.Object(listQueryFields()), ["q"], { additionalProperties: false });
<%_ } _%>
<%_ if (needs.id) { _%>

export const <%= type %>Params = Type.Object({ id: Type.String() });
<%_ } _%>
<%_ if (references.expand && has.show) { _%>

export const <%= type %>ShowQuery = Type.Object(expandField, { additionalProperties: false });
<%_ } _%>
