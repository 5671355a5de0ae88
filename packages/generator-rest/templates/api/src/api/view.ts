<%_ if (model) { _%>
import type { Static } from "typebox";
<%- modelCode.view.imports -%>
import type { Stored<%= type %> } from "./<%= name %>.js";
import type { <%= type %>Schema } from "./schema.js";

<%- modelCode.view.fieldList %>
export type <%= type %>View = Static<typeof <%= type %>Schema>;

/** What clients see of <%- modelCode.view.doc %>. */
export function <%= one %>View(<%- modelCode.view.params %>): <%= type %>View {
  return {
    id: <%= one %>.id,
<%- modelCode.view.properties -%>
    createdAt: <%= one %>.createdAt.toISOString(),
    updatedAt: <%= one %>.updatedAt.toISOString(),
  };
}
<%_ } _%>
