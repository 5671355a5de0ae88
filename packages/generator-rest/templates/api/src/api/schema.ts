<%- code.schema.imports %>
export const <%= type %>Schema = Type.Object({
  id: Type.String(),
<%- code.schema.viewFields -%>
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
<%- code.schema.rest -%>
