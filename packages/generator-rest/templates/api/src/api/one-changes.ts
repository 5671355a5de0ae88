<%_ if (model && code.model.changes) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>PatchBody } from "./schema.js";

/** The stored fields of a PATCH body: only the fields sent. */
export function <%= one %>Changes(body: <%= type %>PatchBody): Partial<<%= type %>Fields> {
  const changes: Partial<<%= type %>Fields> = {};
<%- code.model.changes -%>
  return changes;
}
<%_ } _%>
