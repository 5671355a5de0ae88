/** Throws unless `handler` is a function. */
export function assertHandler(handler: unknown): asserts handler is (argument: never) => unknown {
  if (typeof handler !== "function") throw new TypeError(`handler must be a function, got ${typeof handler}`);
}
