<%_ if (model && fields.length > 0 && (has.create || has.update)) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>Body } from "./schema.js";

/** The stored fields of a POST or PUT body<% if (fields.some((field) => !field.required)) { %>: optional fields that were not sent are emptied<% } %>. */
export function <%= one %>Fields(body: <%= type %>Body): <%= type %>Fields {
  return {
<%_ for (const field of fields) { _%>
    <%= field.name %>: <%- field.fromFullBody("body") %>,
<%_ } _%>
  };
}
<%_ } _%>
