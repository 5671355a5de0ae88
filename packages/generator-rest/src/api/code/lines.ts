/** The longest line the generated code writes before a list spreads over one item a line. */
const MAX_LINE = 120;

/**
 * A piece of generated code: a line (`""` is a blank one), nested pieces, or nothing (`false`,
 * `undefined`: a condition that is off), so that a builder reads as the list of what it writes.
 */
export type Code = string | false | undefined | readonly Code[];

/** The lines that are on, in order, each ended by a newline; "" when none is. */
export function lines(...pieces: readonly Code[]): string {
  return flatten(pieces)
    .map((line) => `${line}\n`)
    .join("");
}

/** Blocks of lines with one blank line between them; an empty block takes no room. */
export function blocks(...texts: readonly string[]): string {
  return texts.filter((text) => text !== "").join("\n");
}

/** A blank line, then the block; "" for an empty block: a section that follows another. */
export function section(text: string): string {
  return text === "" ? "" : `\n${text}`;
}

/** Every line that is not empty, moved right by `by`. */
export function indent(text: string, by: string): string {
  return text.replace(/^(?=.)/gm, by);
}

/** The lines of the pieces that are on, each that is not empty moved right by `by`. */
export function nest(by: string, ...pieces: readonly Code[]): string[] {
  return flatten(pieces).map((line) => (line === "" ? line : `${by}${line}`));
}

/**
 * `oneLine` when it fits in 120 characters, else `open`, one item a line and `close`:
 * `import { a, b } from "x";` or `import {\n  a,\n  b,\n} from "x";`.
 */
export function wrapList(oneLine: string, open: string, items: readonly string[], close: string): string {
  if (oneLine.length <= MAX_LINE) return lines(oneLine);
  return lines(open, ...items.map((item) => `  ${item},`), close);
}

function flatten(pieces: readonly Code[]): string[] {
  return pieces.flatMap((piece) => {
    if (piece === false || piece === undefined) return [];
    return typeof piece === "string" ? [piece] : flatten(piece);
  });
}
