import type { WebhookVocabulary } from "../vocabulary.js";
import type { DeliveryRequest } from "./delivery-request.js";
import { DeliveryError, payloadTooLarge } from "./delivery-response.js";

// The media type, optionally followed by parameters such as `; charset=utf-8`.
const applicationJson = /^\s*application\/json\s*(?:;|$)/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && applicationJson.test(contentType);
}

/** A delivery's headers, checked; the body is read next. */
export interface DeliveryHead {
  id: string;
  name: string;
  signature: string;
}

/**
 * The headers of the delivery a request carries, checked in the order that costs least first:
 * method, content type, the vocabulary's headers, declared size. Throws a DeliveryError naming
 * the first failed check. The body's size is checked next, as it streams in.
 */
export function readDeliveryHead(
  request: DeliveryRequest,
  { event, delivery, signature: signatureHeader }: WebhookVocabulary,
  path: string,
  limit: number,
): DeliveryHead {
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
  const name = request.header(event);
  const id = request.header(delivery);
  const signature = request.header(signatureHeader);
  if (!name || !id || !signature) {
    const missing = [!name && event, !id && delivery, !signature && signatureHeader].filter(Boolean);
    throw new DeliveryError(400, `Required headers missing: ${missing.join(", ")}`);
  }
  // Refused by its declared size before a byte of the body is read.
  const contentLength = request.header("content-length");
  if (contentLength !== undefined && Number(contentLength) > limit) throw payloadTooLarge(limit);
  return { id, name, signature };
}
