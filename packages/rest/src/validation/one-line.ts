const breaking = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/** A stored text (a name) as one line of a mail, whatever was stored before names were checked. */
export function oneLine(text: string): string {
  return text.replace(breaking, " ");
}
