<%_ if (files.fields) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>Body } from "./schema.js";

/** The stored fields of a POST or PUT body<% if (optional) { %>: optional fields that were not sent are emptied<% } %>. */
export function <%= one %>Fields(body: <%= type %>Body): <%= type %>Fields {
  return {
    <%_ for (const field of fields) { _%>
    <%= field.name %>: <%- field.fromFullBody %>,
    <%_ } _%>
  };
}
<%_ } _%>
