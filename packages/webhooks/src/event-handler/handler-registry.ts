/** Any registered function; the registry does not care about its parameters. */
export type RegisteredHandler = (argument: never) => unknown;

const none: readonly RegisteredHandler[] = [];

/**
 * Handlers per name, `<event>.<action>` names kept per event so a dispatch looks them up without
 * building the name. Lists are replaced, never mutated, so a dispatch in progress keeps the list it
 * started with even when a handler registers or removes handlers.
 */
export class HandlerRegistry {
  readonly #byName = new Map<string, readonly RegisteredHandler[]>();
  readonly #byAction = new Map<string, Map<string, readonly RegisteredHandler[]>>();

  /** Handlers of `name`, an event name or one of `*` and `error`. */
  get(name: string): readonly RegisteredHandler[] {
    return this.#byName.get(name) ?? none;
  }

  /** Handlers of `<event>.<action>`. */
  getAction(event: string, action: string): readonly RegisteredHandler[] {
    return this.#byAction.get(event)?.get(action) ?? none;
  }

  add(name: string, handler: RegisteredHandler): void {
    const [lists, key] = this.#locate(name);
    lists.set(key, [...(lists.get(key) ?? none), handler]);
  }

  /** Removes the most recent registration of `handler` under `name`, if any. */
  remove(name: string, handler: RegisteredHandler): void {
    const [lists, key] = this.#locate(name);
    const handlers = lists.get(key) ?? none;
    const index = handlers.lastIndexOf(handler);
    if (index !== -1) lists.set(key, handlers.toSpliced(index, 1));
  }

  #locate(name: string): [Map<string, readonly RegisteredHandler[]>, string] {
    const dot = name.indexOf(".");
    if (dot === -1) return [this.#byName, name];
    const event = name.slice(0, dot);
    let actions = this.#byAction.get(event);
    if (actions === undefined) this.#byAction.set(event, (actions = new Map()));
    return [actions, name.slice(dot + 1)];
  }
}
