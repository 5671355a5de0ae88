import { Type } from "typebox";
import { errorResponses, HttpError } from "@hostkit/rest";
import type { ApiGroup } from "../api-group.js";

/** A check that has not answered by then counts as down: a load balancer's probe must not hang. */
const checkTimeoutMs = 3000;

export const healthGroup: ApiGroup = {
  prefix: "/health",
  async routes(app) {
    app.get(
      "/",
      {
        schema: {
          summary: "Tells that the API is up (liveness)",
          tags: ["health"],
          response: { 200: Type.Object({ status: Type.Literal("ok") }) },
        },
      },
      async () => ({ status: "ok" as const }),
    );

    app.get(
      "/ready",
      {
        schema: {
          summary: "Tells whether the API can serve: 503 names what does not answer (readiness)",
          tags: ["health"],
          response: { 200: Type.Object({ status: Type.Literal("ready") }), ...errorResponses(503) },
        },
      },
      async () => {
        const down: string[] = [];
        await Promise.all(
          [...app.readiness].map(async ([name, check]) => {
            const timeout = new Promise((_, reject) => setTimeout(reject, checkTimeoutMs).unref());
            await Promise.race([check(), timeout]).catch(() => down.push(name));
          }),
        );
        if (down.length > 0) throw new HttpError(503, `Not ready: ${down.sort().join(" and ")} not answering`);
        return { status: "ready" as const };
      },
    );
  },
};
