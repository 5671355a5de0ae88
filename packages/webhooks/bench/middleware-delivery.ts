import { sign } from "@hostkit/webhooks-methods";

export type ServerKind = "ours" | "peer";

// Both middlewares read the hosted service's vocabulary, so both get the very same requests.
export const benchPath = "/api/github/webhooks";
export const benchSecret = "bench secret";

/** The headers of a delivery of `body`, as the hosted service sends them. */
export function deliveryHeadersFor(body: string): Record<string, string> {
  return {
    "content-type": "application/json",
    "x-github-event": "issues",
    "x-github-delivery": "bench",
    "x-hub-signature-256": sign(benchSecret, body),
  };
}
