import type { Filter } from "../store/store.js";

/** Every word of `q` must appear in at least one of `fields`, ignoring case and accents. */
export function keywordFilter(q: string | undefined, fields: readonly string[]): Filter {
  const words = (q ?? "").split(/\s+/).filter(Boolean);
  return words.length === 0 ? {} : { $keywords: { words, fields: [...fields] } };
}
