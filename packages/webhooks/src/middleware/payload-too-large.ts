import { DeliveryError } from "./delivery-error.js";

export function payloadTooLarge(limit: number): DeliveryError {
  return new DeliveryError(413, `Payload too large: deliveries are limited to ${limit} bytes`);
}
