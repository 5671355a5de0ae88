import type { BodyCallback, DeliveryRequest } from "../delivery-request.js";
import { readWebBody } from "./read-web-body.js";

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
