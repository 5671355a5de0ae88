import type { SignedWebhookEvent } from "../webhooks.js";
import { assertDeclaredLength } from "./assert-declared-length.js";
import { deliveryHeaders } from "./delivery-headers.js";
import { DeliveryError } from "./delivery-error.js";
import type { DeliveryRequest } from "./delivery-request.js";
import { isJsonContentType } from "./is-json-content-type.js";

/**
 * The delivery a request carries, checked in the order that costs least first: method,
 * content type, headers, declared size, then the body's size as it streams in. Throws a
 * DeliveryError naming the first failed check. The raw body is returned as received, for
 * the signature to be checked over its exact bytes.
 */
export async function readDelivery(
  request: DeliveryRequest,
  path: string,
  limit: number,
): Promise<SignedWebhookEvent & { id: string }> {
  if (request.method !== "POST") {
    throw new DeliveryError(404, `Unknown route: ${request.method} ${path} (deliveries are POST requests)`);
  }
  const contentType = request.header("content-type");
  if (!isJsonContentType(contentType)) {
    throw new DeliveryError(
      415,
      `Unsupported content type ${JSON.stringify(contentType ?? "")}: deliveries must be application/json`,
    );
  }
  const [name, id, signature] = deliveryHeaders.map((header) => request.header(header));
  if (!name || !id || !signature) {
    const missing = deliveryHeaders.filter((header) => !request.header(header));
    throw new DeliveryError(400, `Required headers missing: ${missing.join(", ")}`);
  }
  assertDeclaredLength(request.header("content-length"), limit);
  return { id, name, signature, payload: await request.readBody(limit) };
}
