import { keywordPattern } from "./keyword-pattern.js";
import type { Filter } from "./store.js";

/** The `$keywords` condition of a filter: every word appears in one of the fields at least, ignoring case and accents. */
export interface Keywords {
  words: string[];
  fields: string[];
}

/** Text as keyword search compares it: without accents, in lower case. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The same search as MongoDB filters: per word, a case-insensitive regular expression over each field. */
export function keywordRegexFilter({ words, fields }: Keywords): Filter {
  const clauses = words.map((word) => {
    const $regex = new RegExp(keywordPattern(word), "i");
    return { $or: fields.map((field) => ({ [field]: { $regex } })) };
  });
  return clauses.length === 1 ? (clauses[0] as Filter) : { $and: clauses };
}
