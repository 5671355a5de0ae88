<%_ if (files.changes) { _%>
import type { <%= type %>Fields } from "./<%= name %>.js";
import type { <%= type %>PatchBody } from "./schema.js";

/** The stored fields of a PATCH body: only the fields sent. */
export function <%= one %>Changes(body: <%= type %>PatchBody): Partial<<%= type %>Fields> {
  const changes: Partial<<%= type %>Fields> = {};
  <%_ for (const field of fields) { _%>
  if (body.<%= field.name %> !== undefined) changes.<%= field.name %> = <%- field.fromBody %>;
  <%_ } _%>
  return changes;
}
<%_ } _%>
