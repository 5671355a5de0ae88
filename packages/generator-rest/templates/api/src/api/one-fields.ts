<%_ if (model && modelCode.fields) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>Body } from "./schema.js";

/** The stored fields of a POST or PUT body<%- modelCode.fields.doc %>. */
export function <%= one %>Fields(body: <%= type %>Body): <%= type %>Fields {
  return {
<%- modelCode.fields.properties -%>
  };
}
<%_ } _%>
