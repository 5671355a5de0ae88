import { payloadTooLarge } from "./delivery-response.js";

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

/** Gathers body chunks and refuses the body as soon as it crosses the size limit. */
export class BodyCollector {
  readonly #chunks: Uint8Array[] = [];
  #size = 0;

  constructor(readonly limit: number) {}

  /** Throws a 413 DeliveryError when the chunk takes the body past the limit. */
  push(chunk: Uint8Array): void {
    this.#size += chunk.byteLength;
    if (this.#size > this.limit) throw payloadTooLarge(this.limit);
    this.#chunks.push(chunk);
  }

  /** The whole body as one byte array. */
  bytes(): Uint8Array {
    if (this.#chunks.length === 1) return this.#chunks[0] as Uint8Array;
    const bytes = new Uint8Array(this.#size);
    let offset = 0;
    for (const chunk of this.#chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}
