/** The headers every delivery carries. */
export const deliveryHeaders = ["x-host-event", "x-host-delivery", "x-host-signature-256"] as const;
