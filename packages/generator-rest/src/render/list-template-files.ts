import { readdirSync } from "node:fs";
import { relative, sep } from "node:path";

/** Every file below `root`, as sorted POSIX paths relative to it. */
export function listTemplateFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join("/"))
    .sort();
}
