/** What the middleware answers, independent of the runtime that sends it. */
export interface DeliveryResponse {
  status: number;
  /** A JSON document. */
  body: string;
}
