import type { DeliveryResponse } from "./delivery-response.js";

export function errorResponse(status: number, message: string): DeliveryResponse {
  return { status, body: JSON.stringify({ error: message }) };
}
