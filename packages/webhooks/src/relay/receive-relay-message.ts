import type { Webhooks } from "../webhooks.js";
import type { RelayDeliverer } from "./relay-deliverer.js";

/** Verifies each relayed delivery and runs its handlers in this process. */
export function receiveRelayMessage(webhooks: Pick<Webhooks, "verifyAndReceive">): RelayDeliverer {
  return async ({ id, name, payload, signature }) => {
    await webhooks.verifyAndReceive({ id, name, payload, signature });
    return "handled";
  };
}
