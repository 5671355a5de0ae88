import { fieldSeparator } from "./keywords.js";

/**
 * Keyword search finds a word inside a text, not only at word starts, so the search index of
 * the embedded store holds, per document, every pair of adjacent characters of its folded
 * text, each spelled as an ASCII token (`p<hex>x<hex>`) that SQLite's full-text tables store
 * as it is; no pair spans the separator of fields. A text holding a word holds all the word's
 * pairs, so they narrow a search to few rows, which are then tested for the word. Single
 * characters are left out: nearly every text holds the common ones, and a search for one
 * character tests every text anyway.
 */

/** The pairs of a folded text as tokens, once each, separated by spaces. */
export function textTokens(text: string): string {
  const tokens = new Set<string>();
  let previous: string | undefined;
  for (const char of text) {
    if (char === fieldSeparator) {
      previous = undefined;
      continue;
    }
    const code = hex(char);
    if (previous !== undefined) tokens.add(`p${previous}x${code}`);
    previous = code;
  }
  return [...tokens].join(" ");
}

/** The tokens every text holding the folded word holds: its pairs (none for one character). */
export function wordTokens(word: string): string[] {
  const tokens = new Set<string>();
  for (const piece of word.split(fieldSeparator)) {
    const codes = [...piece].map(hex);
    for (let at = 1; at < codes.length; at += 1) tokens.add(`p${codes[at - 1]}x${codes[at]}`);
  }
  return [...tokens];
}

function hex(char: string): string {
  return (char.codePointAt(0) as number).toString(16);
}
