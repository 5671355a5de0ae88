import { setOwn } from "./set-own.js";

/** Copies header entries into `target` with lowercased names; undefined values are dropped. */
export function mergeHeaders(
  target: Record<string, unknown>,
  headers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) setOwn(target, name.toLowerCase(), value);
  }
  return target;
}
