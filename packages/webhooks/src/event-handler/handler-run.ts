import type { RegisteredHandler } from "./handler-registry.js";
import { isPromiseLike } from "./is-promise-like.js";

/**
 * One dispatch: calls handlers at once, so asynchronous ones run in parallel, and collects every
 * error in the order the handlers were called. Synchronous handlers cost no promise.
 */
export class HandlerRun {
  readonly #pending: PromiseLike<void>[] = [];
  readonly #failures: { order: number; error: unknown }[] = [];
  #calls = 0;

  callAll(handlers: readonly RegisteredHandler[], event: unknown): void {
    for (const handler of handlers) this.call(handler, event);
  }

  call(handler: RegisteredHandler, event: unknown): void {
    const order = this.#calls++;
    try {
      const result = (handler as (event: unknown) => unknown)(event);
      if (isPromiseLike(result)) this.#pending.push(result.then(undefined, (error: unknown) => this.fail(error, order)));
    } catch (error) {
      this.fail(error, order);
    }
  }

  fail(error: unknown, order = this.#calls++): void {
    this.#failures.push({ order, error });
  }

  /** Waits for every handler and returns their errors, in call order. */
  async settle(): Promise<unknown[]> {
    if (this.#pending.length > 0) await Promise.all(this.#pending);
    return this.#failures.sort((left, right) => left.order - right.order).map(({ error }) => error);
  }
}
