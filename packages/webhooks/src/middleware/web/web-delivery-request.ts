import type { DeliveryRequest } from "../delivery-request.js";
import { readWebBody } from "./read-web-body.js";

export function webDeliveryRequest(request: Request): DeliveryRequest {
  return {
    method: request.method,
    header: (name) => request.headers.get(name) ?? undefined,
    readBody: (limit) => readWebBody(request, limit),
  };
}
