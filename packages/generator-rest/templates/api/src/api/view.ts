<%_ if (model) { _%>
import type { Static } from "typebox";
<%_ if (storeUser) { _%>
import type { StoredUser } from "<%= toApi %>/users/user.js";
import { publicUserView } from "<%= toApi %>/users/view.js";
<%_ } _%>
import type { Stored<%= type %> } from "./<%= name %>.js";
import type { <%= type %>Schema } from "./schema.js";

<%_
const viewFields = ["id", ...fields.map((field) => field.name), ...(storeUser ? [userField] : []), "createdAt", "updatedAt"];
const oneLine = `export const ${one}ViewFields = ${js(viewFields)} as const;`;
_%>
<%_ if (oneLine.length <= 120) { _%>
<%- oneLine %>
<%_ } else { _%>
export const <%= one %>ViewFields = [
<%_ for (const field of viewFields) { _%>
  "<%= field %>",
<%_ } _%>
] as const;
<%_ } _%>

export type <%= type %>View = Static<typeof <%= type %>Schema>;

/** What clients see of <%= aLabel %><% if (storeUser) { %>, with its creator's public profile<% } %>. */
export function <%= one %>View(<%= one %>: Stored<%= type %><% if (storeUser) { %>, creator: StoredUser | null<% } %>): <%= type %>View {
  return {
    id: <%= one %>.id,
<%_ for (const field of fields) { _%>
    <%= field.name %>: <%- field.toView(one) %>,
<%_ } _%>
<%_ if (storeUser) { _%>
    <%= userField %>: creator ? publicUserView(creator) : null,
<%_ } _%>
    createdAt: <%= one %>.createdAt.toISOString(),
    updatedAt: <%= one %>.updatedAt.toISOString(),
  };
}
<%_ } _%>
