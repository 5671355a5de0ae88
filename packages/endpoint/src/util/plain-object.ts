/** True for `{...}` literals and `Object.create(null)` objects, the only ones merged deeply. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Assigns `target[key] = value`, defining `__proto__` as a plain key instead of changing the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  return isPlainObject(value) ? clonePlain(value) : value;
}

/** Copies plain objects and arrays all the way down; other values (functions, class instances) are shared. */
export function clonePlain(object: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) setOwn(copy, key, cloneValue(object[key]));
  return copy;
}

/**
 * Merges `source` into `target`, which the caller owns: plain objects present on both
 * sides merge key by key, anything else from `source` replaces; undefined values are dropped.
 */
export function mergeDeep(
  target: Record<string, unknown>,
  source: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value === undefined) continue;
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isPlainObject(value) && isPlainObject(current)) mergeDeep(current, value);
    else setOwn(target, key, value);
  }
  return target;
}
