/** Called once with the raw body, or with the error that stopped reading it. */
export type BodyCallback = (error: unknown, body?: Uint8Array | string) => void;

/** What the middleware core needs from a request, whatever runtime it arrived on. */
export interface DeliveryRequest {
  readonly method: string;
  /** A header value by lowercase name; `undefined` when absent. */
  header(name: string): string | undefined;
  /**
   * Reads the raw body: bytes as received, or a string a framework already read. Fails with a
   * DeliveryError (413) as soon as more than `limit` bytes arrive, without reading further.
   */
  readBody(limit: number, done: BodyCallback): void;
}
