import type { RegisteredHandler } from "./handler-registry.js";

interface Failure {
  order: number;
  error: unknown;
}

const noErrors: readonly unknown[] = [];

/** Whether a handler's result is something to wait for. */
export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === "function";
}

/**
 * One dispatch: calls handlers at once, so asynchronous ones run in parallel, and collects every
 * error in the order the handlers were called. A synchronous handler costs no promise, and an
 * asynchronous one none besides its own while all succeed.
 */
export class HandlerRun {
  readonly #pending: PromiseLike<unknown>[] = [];
  readonly #pendingOrder: number[] = [];
  readonly #failures: Failure[] = [];
  #calls = 0;

  callAll(handlers: readonly RegisteredHandler[], event: unknown): void {
    for (const handler of handlers) this.call(handler, event);
  }

  call(handler: RegisteredHandler, event: unknown): void {
    const order = this.#calls++;
    try {
      const result = (handler as (event: unknown) => unknown)(event);
      if (isPromiseLike(result)) {
        this.#pending.push(result);
        this.#pendingOrder.push(order);
      }
    } catch (error) {
      this.#failures.push({ order, error });
    }
  }

  fail(error: unknown): void {
    this.#failures.push({ order: this.#calls++, error });
  }

  /** Whether some handler is still running. */
  get pending(): boolean {
    return this.#pending.length > 0;
  }

  /** Waits for every handler (`Promise.all` for the common case; every rejection only once one failed). */
  async settle(): Promise<void> {
    try {
      await Promise.all(this.#pending);
    } catch {
      const outcomes = await Promise.allSettled(this.#pending);
      outcomes.forEach((outcome, index) => {
        if (outcome.status === "rejected")
          this.#failures.push({ order: this.#pendingOrder[index] ?? 0, error: outcome.reason });
      });
    }
  }

  /** Every error so far, in call order. */
  errors(): readonly unknown[] {
    if (this.#failures.length === 0) return noErrors;
    return this.#failures.sort((left, right) => left.order - right.order).map(({ error }) => error);
  }
}
