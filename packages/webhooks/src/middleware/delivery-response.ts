/** What the middleware answers, independent of the runtime that sends it. */
export interface DeliveryResponse {
  status: number;
  /** A JSON document. */
  body: string;
  /**
   * With a 202: the handlers that still run. It settles once they finish and never rejects,
   * since their outcome is logged; runtimes that stop work after answering must be told to wait for it.
   */
  pending?: Promise<void>;
}
