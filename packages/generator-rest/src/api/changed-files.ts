import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MemFsEditor } from "mem-fs-editor";

/** Of `paths` (relative to `root`), those that exist on disk and that the editor would change. */
export function changedFiles(editor: MemFsEditor, root: string, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const file = join(root, path);
    return existsSync(file) && editor.read(file) !== readFileSync(file, "utf8");
  });
}
