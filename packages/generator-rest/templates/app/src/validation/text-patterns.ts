// JSON Schema patterns (ajv compiles them with the `u` flag), so that the documented schema says the rule.

/**
 * One line of text that is not blank: no control characters and no line or paragraph separators, which
 * would start a new line where the text is shown (a mail above all, where they could put an attacker's
 * words or link on a line of their own).
 */
export const oneLinePattern = "^[^\\p{Cc}\\p{Zl}\\p{Zp}]*[^\\s\\p{Cc}][^\\p{Cc}\\p{Zl}\\p{Zp}]*$";

/** Not blank: surrounding spaces are removed before the checks, so a field of spaces only is empty. */
export const nonBlankPattern = "\\S";

/** An http(s) URL without any whitespace or control character. */
export const linkPattern = "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s\\p{Cc}\\p{Zl}\\p{Zp}]+$";
