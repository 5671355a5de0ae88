<%- code.schema.imports %>
<%_ if (model) { _%>
<%- code.model.view.fieldList %>
<%_ } _%>
export const <%= type %>Schema = Type.Object({
  id: Type.String(),
<%- code.schema.viewFields -%>
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
<%- code.schema.rest -%>
