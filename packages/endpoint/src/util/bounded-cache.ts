/**
 * A string-keyed cache that forgets everything once it holds `limit` entries. Routes, templates
 * and accept headers repeat from call to call, but a caller that builds them by concatenation
 * must not grow memory without end; clearing at once costs no bookkeeping on the hot path, where
 * an LRU order would.
 */
export class BoundedCache<TValue> {
  readonly #entries = new Map<string, TValue>();

  constructor(readonly limit: number) {}

  /** The value remembered for `key`, or `undefined`. */
  get(key: string): TValue | undefined {
    return this.#entries.get(key);
  }

  /** Remembers `value` for `key` and returns it. */
  set(key: string, value: TValue): TValue {
    if (this.#entries.size >= this.limit) this.#entries.clear();
    this.#entries.set(key, value);
    return value;
  }
}
