import { createTwoFilesPatch } from "diff";
import { paint } from "./paint.js";

/** The unified difference from a file on disk to the text that would replace it, removals red, additions green. */
export function fileDiff(path: string, current: string, generated: string, colors: boolean): string {
  const patch = createTwoFilesPatch(path, path, current, generated, "on disk", "generated", { context: 2 });
  return patch
    .split("\n")
    .slice(2)
    .map((line) => {
      if (line.startsWith("---") || line.startsWith("+++")) return paint("bold", line, colors);
      if (line.startsWith("-")) return paint("red", line, colors);
      if (line.startsWith("+")) return paint("green", line, colors);
      return line;
    })
    .join("\n")
    .trimEnd();
}
