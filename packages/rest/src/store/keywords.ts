/*
 * Keyword search ignores case and accents the same way on every engine: text and words are
 * compared with Latin letters folded to their plain lower-case form (`É` and `é` to `e`).
 */

/** Every Latin letter with its accented and capital forms, by plain letter: "e" -> "EÈÉ...eèé...". */
export const letterForms = new Map<string, string>();
for (let code = 0x41; code <= 0x24f; code++) {
  const char = String.fromCodePoint(code);
  const base = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (/^[a-z]$/.test(base)) letterForms.set(base, (letterForms.get(base) ?? "") + char);
}

/** Text as keyword search compares it: without accents, in lower case. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The forms a character of a word matches: its letter's forms, or itself. */
function formsOf(char: string): string {
  const forms = letterForms.get(foldText(char));
  if (!forms) return char;
  return forms.includes(char) ? forms : forms + char;
}

/** A regular expression source matching `word` whatever its case and accents, as MongoDB runs it. */
export function keywordPattern(word: string): string {
  return [...word.normalize("NFC")]
    .map((char) => {
      const forms = formsOf(char);
      return forms === char ? char.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&") : `[${forms}]`;
    })
    .join("");
}

/** The `translate` arguments that fold every Latin letter form to its plain letter, as PostgreSQL's keyword search does. */
export const foldTranslation = [...letterForms].reduce(
  ([from, to], [base, forms]) => [from + forms, to + base.repeat(forms.length)],
  ["", ""],
);

/** A SQLite GLOB pattern matching text that holds `word` whatever its case and accents. */
export function keywordGlob(word: string): string {
  // In a GLOB class, `]` first and `[`, `*`, `?` anywhere stand for themselves.
  const glob = [...word.normalize("NFC")].map((char) => {
    const forms = formsOf(char);
    return forms === char && !"*?[]".includes(char) ? char : `[${forms}]`;
  });
  return `*${glob.join("")}*`;
}
