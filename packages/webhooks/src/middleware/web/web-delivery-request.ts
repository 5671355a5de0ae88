import { BodyCollector, type BodyCallback, type DeliveryRequest } from "../delivery-request.js";
import { DeliveryError } from "../delivery-response.js";

/** A Fetch `Request` as the middleware core reads it. */
export class WebDeliveryRequest implements DeliveryRequest {
  constructor(readonly request: Request) {}

  get method(): string {
    return this.request.method;
  }

  header(name: string): string | undefined {
    return this.request.headers.get(name) ?? undefined;
  }

  readBody(limit: number, done: BodyCallback): void {
    readWebBody(this.request, limit, done);
  }
}

/** Reads a Fetch `Request` body chunk by chunk, cancelling it as soon as it passes `limit` bytes. */
function readWebBody(request: Request, limit: number, done: BodyCallback): void {
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
