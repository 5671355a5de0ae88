<%- routes.head %>
export const <%= group %>: ApiGroup = {
  prefix: "/<%= endpoint %>",
  async routes(app<%- routes.context %>) {
<%- routes.body -%>
  },
};
