import { sign } from "@hostkit/webhooks-methods";

export const secret = "It's a Secret to Everybody";

/** The headers of a delivery of `body` signed with `secret`. */
export function deliveryHeaders(
  body: string | Uint8Array,
  { event = "issues", id = "delivery-1", key = secret }: { event?: string; id?: string; key?: string } = {},
): Record<string, string> {
  return {
    "content-type": "application/json",
    "x-host-event": event,
    "x-host-delivery": id,
    "x-host-signature-256": sign(key, body),
  };
}
