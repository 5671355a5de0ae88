<%_ if (model) { _%>
import type { Collection, Store } from "<%= toSrc %>/store/store.js";
import type { <%= type %> } from "./<%= name %>.js";

/** The <%= labels %> of the store, indexed for the default sort<%- code.model.indexes.doc %>. */
export function open<%= types %>(store: Store): Promise<Collection<<%= type %>>> {
  return store.collection<<%= type %>>("<%= collection %>", <%- code.model.indexes.list %>);
}
<%_ } _%>
