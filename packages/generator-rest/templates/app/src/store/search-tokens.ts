import { fieldSeparator } from "./keywords.js";

/**
 * Keyword search finds a word inside a text, not only at word starts, so the search index of
 * the embedded store holds, per document, every character and every pair of adjacent
 * characters of its folded text, each spelled as an ASCII token (`u<hex>`, `p<hex>x<hex>`)
 * that SQLite's full-text tables store as it is (no token spans the separator of fields). A text holding a word holds all the word's
 * tokens, so those tokens narrow a search to few rows, which are then tested for the word.
 */

/** The tokens of a folded text, once each, separated by spaces. */
export function textTokens(text: string): string {
  const tokens = new Set<string>();
  let previous: string | undefined;
  for (const char of text) {
    if (char === fieldSeparator) {
      previous = undefined;
      continue;
    }
    const code = hex(char);
    tokens.add(`u${code}`);
    if (previous !== undefined) tokens.add(`p${previous}x${code}`);
    previous = code;
  }
  return [...tokens].join(" ");
}

/** Tokens every text holding the folded word holds: its pairs, or its one character. */
export function wordTokens(word: string): string[] {
  const tokens = new Set<string>();
  for (const piece of word.split(fieldSeparator)) {
    const codes = [...piece].map(hex);
    if (codes.length === 1) tokens.add(`u${codes[0]}`);
    for (let at = 1; at < codes.length; at += 1) tokens.add(`p${codes[at - 1]}x${codes[at]}`);
  }
  return [...tokens];
}

function hex(char: string): string {
  return (char.codePointAt(0) as number).toString(16);
}
