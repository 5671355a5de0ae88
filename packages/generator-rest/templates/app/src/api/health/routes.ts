import { Type } from "typebox";
import type { ApiGroup } from "../api-group.js";

export const healthGroup: ApiGroup = {
  prefix: "/health",
  async routes(app) {
    app.get(
      "/",
      {
        schema: {
          summary: "Tells that the API is up",
          tags: ["health"],
          response: { 200: Type.Object({ status: Type.Literal("ok") }) },
        },
      },
      async () => ({ status: "ok" as const }),
    );
  },
};
