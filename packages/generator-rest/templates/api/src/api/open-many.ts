<%_ if (files.model) { _%>
import type { Collection, Store } from "@hostkit/rest";
import type { <%= type %> } from "./<%= name %>.js";

/** The <%= labels %> of the store, indexed for the default sort (holding every field a list filters on, for filtered lists in that order) and for every sort a list takes<% if (indexes.some((index) => index.within)) { %>, and in the default order for each value of <%= indexes.flatMap((index) => (index.within ? [index.within] : [])).join(", ") %><% } %><% if (search.length > 0) { %>, with the keyword index of `q`<% } %><% if (fields.some((field) => field.unique)) { %>; a second document with the value of a unique field is refused<% } %>. */
export function open<%= types %>(store: Store): Promise<Collection<<%= type %>>> {
  return store.collection<<%= type %>>("<%= collection %>", <%- js(indexes) %><% if (search.length > 0) { %>, <%- js(search) %><% } %>);
}
<%_ } _%>
