import type { Keywords } from "./keywords.js";
import type { Filter } from "./store.js";

/** The keywords of a filter that asks for nothing else. */
export function keywordsOnly(filter: Filter): Keywords | undefined {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === "$keywords" ? (filter["$keywords"] as Keywords) : undefined;
}
