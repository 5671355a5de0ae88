<%_ if (files.model) { _%>
import type { Static } from "typebox";
<%_ if (storeUser) { _%>
import type { StoredUser } from "<%= toSrc %>/users/user.js";
import { publicUserView } from "<%= toSrc %>/users/view.js";
<%_ } _%>
import type { Stored<%= type %> } from "./<%= name %>.js";
import type { <%= type %>Schema } from "./schema.js";

export type <%= type %>View = Static<typeof <%= type %>Schema>;

/** What clients see of <%= aLabel %><% if (storeUser) { %>, with its creator's public profile<% } %>. */
export function <%= one %>View(<%= one %>: Stored<%= type %><% if (storeUser) { %>, creator: StoredUser | null<% } %>): <%= type %>View {
  return {
    id: <%= one %>.id,
    <%_ for (const field of fields) { _%>
    <%= field.name %>: <%- field.toView %>,
    <%_ } _%>
    <%_ if (storeUser) { _%>
    <%= userField %>: creator ? publicUserView(creator) : null,
    <%_ } _%>
    createdAt: <%= one %>.createdAt.toISOString(),
    updatedAt: <%= one %>.updatedAt.toISOString(),
  };
}
<%_ } _%>
