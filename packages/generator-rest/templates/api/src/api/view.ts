<%_ if (model) { _%>
import type { Static } from "typebox";
<%- code.model.view.imports -%>
import type { Stored<%= type %> } from "./<%= name %>.js";
import type { <%= type %>Schema } from "./schema.js";

export type <%= type %>View = Static<typeof <%= type %>Schema>;

/** What clients see of <%- code.model.view.doc %>. */
export function <%= one %>View(<%- code.model.view.params %>): <%= type %>View {
  return {
    id: <%= one %>.id,
<%- code.model.view.properties -%>
    createdAt: <%= one %>.createdAt.toISOString(),
    updatedAt: <%= one %>.updatedAt.toISOString(),
  };
}
<%_ } _%>
