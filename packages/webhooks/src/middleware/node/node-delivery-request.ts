import type { BodyCallback, DeliveryRequest } from "../delivery-request.js";
import { readNodeBody, type FrameworkRequest } from "./read-node-body.js";

/** A Node request (or a framework's) as the middleware core reads it. */
export class NodeDeliveryRequest implements DeliveryRequest {
  constructor(readonly request: FrameworkRequest) {}

  get method(): string {
    return this.request.method ?? "GET";
  }

  header(name: string): string | undefined {
    const value = this.request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  }

  readBody(limit: number, done: BodyCallback): void {
    readNodeBody(this.request, limit, done);
  }
}
