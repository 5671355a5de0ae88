/** Any registered function; the registry does not care about its parameters. */
export type RegisteredHandler = (argument: never) => unknown;

const none: readonly RegisteredHandler[] = [];

/**
 * Handlers per name. Lists are replaced, never mutated, so a dispatch in progress keeps the list
 * it started with even when a handler registers or removes handlers.
 */
export class HandlerRegistry {
  readonly #handlers = new Map<string, readonly RegisteredHandler[]>();

  get(name: string): readonly RegisteredHandler[] {
    return this.#handlers.get(name) ?? none;
  }

  add(name: string, handler: RegisteredHandler): void {
    this.#handlers.set(name, [...this.get(name), handler]);
  }

  /** Removes the most recent registration of `handler` under `name`, if any. */
  remove(name: string, handler: RegisteredHandler): void {
    const handlers = this.get(name);
    const index = handlers.lastIndexOf(handler);
    if (index !== -1) this.#handlers.set(name, handlers.toSpliced(index, 1));
  }
}
