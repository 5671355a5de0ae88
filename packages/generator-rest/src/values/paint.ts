import { styleText } from "node:util";

export type Style = Parameters<typeof styleText>[0];

/** `text` in `style` when colours are on; as it is otherwise (a file, a pipe, NO_COLOR). */
export function paint(style: Style, text: string, colors: boolean): string {
  return colors ? styleText(style, text) : text;
}

/**
 * Whether a stream shows colours: a terminal that has them, unless NO_COLOR is set or FORCE_COLOR is 0;
 * FORCE_COLOR (other than 0) turns them on anywhere.
 */
export function colorsOn(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  if (env["FORCE_COLOR"] !== undefined) return env["FORCE_COLOR"] !== "0";
  return stream.isTTY === true && stream.hasColors();
}
