import { keywordPattern } from "./keyword-pattern.js";
import type { Filter } from "./store.js";
import { valueAt } from "./value-at.js";

/** The `$keywords` condition of a filter: every word appears in one of the fields at least, ignoring case and accents. */
export interface Keywords {
  words: string[];
  fields: string[];
}

/** Text as keyword search compares it: without accents, in lower case. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Joins the texts of the fields searched together; no word holds it, as words are split at white space. */
export const fieldSeparator = "\n";

/** A string, or the strings of an array, folded; nothing else is searched. */
function foldedValue(value: unknown): string {
  if (typeof value === "string") return foldText(value);
  if (!Array.isArray(value)) return "";
  return value.filter((item): item is string => typeof item === "string").map(foldText).join(fieldSeparator);
}

/** The folded texts of a document's `fields`, joined: what a keyword search looks for words in. */
export function searchText(document: object, fields: readonly string[]): string {
  return foldedTexts(fields.map((field) => valueAt(document, field)));
}

/** The values of the fields searched together, folded and joined. */
export function foldedTexts(values: readonly unknown[]): string {
  return values.map(foldedValue).join(fieldSeparator);
}

/** The same search as MongoDB filters: per word, a case-insensitive regular expression over each field. */
export function keywordRegexFilter({ words, fields }: Keywords): Filter {
  const clauses = words.map((word) => {
    const $regex = new RegExp(keywordPattern(word), "i");
    return { $or: fields.map((field) => ({ [field]: { $regex } })) };
  });
  return clauses.length === 1 ? (clauses[0] as Filter) : { $and: clauses };
}
