import { sign } from "@hostkit/webhooks-methods";

export type ServerKind = "ours" | "peer";

export const benchPath = "/api/host/webhooks";
export const benchSecret = "bench secret";

/** The headers of a delivery of `body`, as each middleware expects them (the peer reads x-github-*). */
export function deliveryHeadersFor(kind: ServerKind, body: string): Record<string, string> {
  const signature = sign(benchSecret, body);
  return kind === "ours"
    ? {
        "content-type": "application/json",
        "x-host-event": "issues",
        "x-host-delivery": "bench",
        "x-host-signature-256": signature,
      }
    : {
        "content-type": "application/json",
        "x-github-event": "issues",
        "x-github-delivery": "bench",
        "x-hub-signature-256": signature,
      };
}
