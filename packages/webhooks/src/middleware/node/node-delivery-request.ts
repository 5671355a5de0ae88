import type { DeliveryRequest } from "../delivery-request.js";
import { readNodeBody, type FrameworkRequest } from "./read-node-body.js";

export function nodeDeliveryRequest(request: FrameworkRequest): DeliveryRequest {
  return {
    method: request.method ?? "GET",
    header(name) {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    readBody: (limit) => readNodeBody(request, limit),
  };
}
