<%- schema.imports %>
export const <%= type %>Schema = Type.Object({
  id: Type.String(),
<%- schema.viewFields -%>
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
<%- schema.rest -%>
