<%_ if (model && code.model.fields) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>Body } from "./schema.js";

/** The stored fields of a POST or PUT body<%- code.model.fields.doc %>. */
export function <%= one %>Fields(body: <%= type %>Body): <%= type %>Fields {
  return {
<%- code.model.fields.properties -%>
  };
}
<%_ } _%>
