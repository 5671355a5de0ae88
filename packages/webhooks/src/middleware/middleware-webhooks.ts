import type { Webhooks } from "../webhooks.js";

/** What the middleware uses of a `Webhooks` instance. */
export type MiddlewareWebhooks = Pick<Webhooks, "verifyAndReceive">;
