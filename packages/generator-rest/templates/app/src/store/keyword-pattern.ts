import { escapeRegex } from "./escape-regex.js";

// Every Latin letter with its accented forms, e.g. "e" -> "eèéêëēĕėęěEÈÉ...".
const variants = new Map<string, string>();
for (let code = 0x41; code <= 0x24f; code++) {
  const char = String.fromCodePoint(code);
  const base = baseLetter(char);
  if (base) variants.set(base, (variants.get(base) ?? "") + char);
}

/** A regular expression source matching `word` whatever its accents; combine it with the `i` flag. */
export function keywordPattern(word: string): string {
  return [...word.normalize("NFC")]
    .map((char) => {
      const forms = variants.get(baseLetter(char) ?? "");
      if (!forms) return escapeRegex(char);
      return forms.includes(char) ? `[${forms}]` : `[${forms}${char}]`;
    })
    .join("");
}

/** "É" -> "e"; undefined for anything that is not a Latin letter. */
function baseLetter(char: string): string | undefined {
  const base = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return /^[a-z]$/.test(base) ? base : undefined;
}
