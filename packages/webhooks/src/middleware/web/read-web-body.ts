import { BodyCollector } from "../body-collector.js";
import { DeliveryError } from "../delivery-error.js";
import type { BodyCallback } from "../delivery-request.js";

/** Reads a Fetch `Request` body chunk by chunk, cancelling it as soon as it passes `limit` bytes. */
export function readWebBody(request: Request, limit: number, done: BodyCallback): void {
  collect(request, limit).then(
    (body) => done(undefined, body),
    (error: unknown) => done(error),
  );
}

async function collect(request: Request, limit: number): Promise<Uint8Array> {
  if (request.bodyUsed) {
    throw new DeliveryError(500, "The request body was already read before the webhooks middleware ran");
  }
  const collector = new BodyCollector(limit);
  if (request.body === null) return collector.bytes();
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return collector.bytes();
    try {
      collector.push(value);
    } catch (error) {
      await reader.cancel();
      throw error;
    }
  }
}
