<%- code.routes.head %>
export const <%= group %>: ApiGroup = {
  prefix: "/<%= endpoint %>",
  async routes(app<%- code.routes.context %>) {
<%- code.routes.body -%>
  },
};
