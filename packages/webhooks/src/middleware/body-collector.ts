import { payloadTooLarge } from "./payload-too-large.js";

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
