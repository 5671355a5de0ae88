import { defineModel, <% if (fields.length > 0) { %>field, <% } %>type ModelDocument, type Stored } from "@hostkit/rest";
<%_ if (auth && needs.body) { _%>
import { accessTokenField } from "@hostkit/rest/auth";
<%_ } _%>
<%_ if (storeUser) { _%>
import { PublicUserSchema } from "<%= toSrc %>/users/schema.js";
<%_ } _%>
<%_ for (const schema of references.schemas) { _%>
import { <%= schema.name %> } from "<%= schema.path %>";
<%_ } _%>

/**
 * The <%= labels %>: fields declared once, and the group's schemas (view, POST and PUT body, PATCH body, list
 * query), its stored type, its indexes and the fields `q` searches follow from them.
 */
export const <%= one %>Model = defineModel({
  collection: "<%= collection %>",
  fields: {
    <%_ for (const field of fields) { _%>
    <%= field.name %>: <%- field.declaration %>,
    <%_ } _%>
  },
  <%_ if (storeUser) { _%>
  // The user who created it; null once their account is deleted.
  creator: { field: "<%= userField %>", view: PublicUserSchema },
  <%_ } _%>
  <%_ if (auth && needs.body) { _%>
  bodyFields: accessTokenField,
  <%_ } _%>
  <%_ if (getList) { _%>
  rowsAndCount: true,
  <%_ } _%>
});

/** <%= ALabel %> as kept in the store<% if (storeUser) { %>; `<%= userField %>` is the id of the user who created it<% } %>. */
export type <%= type %> = ModelDocument<typeof <%= one %>Model.fields<% if (storeUser) { %>, "<%= userField %>"<% } %>>;

export type Stored<%= type %> = Stored<<%= type %>>;
