import { isPlainObject } from "./is-plain-object.js";
import { setOwn } from "./set-own.js";

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
