/** What the middleware core needs from a request, whatever runtime it arrived on. */
export interface DeliveryRequest {
  method: string;
  /** A header value by lowercase name; `undefined` when absent. */
  header(name: string): string | undefined;
  /**
   * The raw body: bytes as received, or a string a framework already read. Rejects with a
   * DeliveryError (413) as soon as more than `limit` bytes arrive, without reading further.
   */
  readBody(limit: number): Promise<Uint8Array | string>;
}
