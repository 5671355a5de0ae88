import type { Filter } from "../store/store.js";

/** The different words of `q`: a word given twice is searched once. */
export function keywords(q: string | undefined): string[] {
  return [...new Set((q ?? "").split(/\s+/).filter(Boolean))];
}

/** Every word of `q` must appear in at least one of `fields`, ignoring case and accents. */
export function keywordFilter(q: string | undefined, fields: readonly string[]): Filter {
  const words = keywords(q);
  return words.length === 0 ? {} : { $keywords: { words, fields: [...fields] } };
}
