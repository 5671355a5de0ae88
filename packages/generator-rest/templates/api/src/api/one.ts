<%_ if (files.model) { _%>
import type { Stored } from "@hostkit/rest";
<%_ if (fields.length > 0) { _%>

/** The fields clients send. */
export interface <%= type %>Fields {
  <%_ for (const field of fields) { _%>
  <%= field.name %>: <%- field.storedType %>;
  <%_ } _%>
}
<%_ } _%>

/** <%= ALabel %> as kept in the store<% if (storeUser) { %>; `<%= userField %>` is the id of the user who created it<% } %>. */
export interface <%= type %><% if (fields.length > 0) { %> extends <%= type %>Fields<% } %> {
  <%_ if (storeUser) { _%>
  <%= userField %>: string;
  <%_ } _%>
  createdAt: Date;
  updatedAt: Date;
}

export type Stored<%= type %> = Stored<<%= type %>>;
<%_ } _%>
