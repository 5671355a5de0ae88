// JSON Schema patterns, so that the documented schema says the rule. They are written in the subset of regular
// expressions every reader of the document shares (ranges of \u escapes, no \p{...} classes, which tools outside
// JavaScript cannot read), and each can match in one pass: no two quantified parts of a pattern can take the same
// character, so a long text that fails is refused as fast as one that passes.

/** Control characters (Unicode's Cc) and the line and paragraph separators: each starts a new line where shown. */
const breaking = "\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029";

/** The space characters that are not control characters (JavaScript's `\s` less the line breakers above). */
const spaces = " \\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000\\uFEFF";

/**
 * One line of text that is not blank: no control characters and no line or paragraph separators, which
 * would start a new line where the text is shown (a mail above all, where they could put an attacker's
 * words or link on a line of their own).
 */
export const oneLinePattern = `^[${spaces}]*[^${spaces}${breaking}][^${breaking}]*$`;

/**
 * What JavaScript's `\s` and `trim()` take for white space, written out: tools outside JavaScript read `\s` as ASCII
 * only, and would take a text of no-break spaces (which the API trims away) for one that is not blank.
 */
export const whiteSpace = `\\t\\n\\u000B\\f\\r${spaces}\\u2028\\u2029`;

/**
 * Not blank, and no NUL character anywhere (which no database's text holds): a character that is not white space,
 * with white space only before it. Surrounding spaces are removed before the checks.
 */
export const nonBlankPattern = `^[${whiteSpace}]*[^\\u0000${whiteSpace}][^\\u0000]*$`;

/**
 * An e-mail address whose domain has a dot, which the `email` format's check requires: said as a pattern too, since
 * readers of the document that make addresses from the format alone make `ada@com`.
 */
export const emailPattern = "^[^@]+@[^@.]+(?:\\.[^@.]+)+$";

/** Any text without a NUL character, which no database's text holds. */
export const storablePattern = "^[^\\u0000]*$";

/** An http(s) URL without any space or control character. */
export const linkPattern = `^[Hh][Tt][Tt][Pp][Ss]?://[^${spaces}${breaking}]+$`;

// The patterns with the words a failure says instead of them (`name must ...`) (see failure-from-ajv.ts); spread into a schema.
export const oneLineText = { pattern: oneLinePattern, "x-expected": "be one line of text, not blank" } as const;
export const nonBlankText = {
  pattern: nonBlankPattern,
  "x-expected": "not be blank, nor hold a NUL character",
} as const;
export const emailText = { pattern: emailPattern, "x-expected": "be an e-mail address" } as const;
export const storableText = { pattern: storablePattern, "x-expected": "not hold a NUL character" } as const;
export const linkText = {
  pattern: linkPattern,
  "x-expected": "be an http:// or https:// link without spaces",
} as const;
