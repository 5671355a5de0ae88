import { isPlainObject } from "./is-plain-object.js";
import { setOwn } from "./set-own.js";

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
