<%_ if (model) { _%>
import type { Stored } from "<%= toSrc %>/store/store.js";

<%- code.model.storedType %>
export type Stored<%= type %> = Stored<<%= type %>>;
<%_ } _%>
