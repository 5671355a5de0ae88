import { join } from "node:path";
import type { MemFsEditor } from "mem-fs-editor";
import { format, getFileInfo, resolveConfig, type Options } from "prettier";

/**
 * Formats written files (`paths`, relative to `root`) with Prettier and the project's own
 * configuration, so a generated project passes its format check whatever the whitespace of
 * the templates. Files Prettier has no parser for (`.env`, `.gitignore`) stay as they are,
 * and so does every file of a project without a Prettier configuration (one generated
 * before `rest` wrote it), whose style is not Prettier's to decide.
 */
export async function formatFiles(editor: MemFsEditor, root: string, paths: readonly string[]): Promise<void> {
  const options = await projectOptions(editor, root);
  if (options === null) return;
  for (const path of paths) {
    const file = join(root, path);
    const source = editor.read(file);
    const { inferredParser } = await getFileInfo(file, { resolveConfig: false });
    if (source !== null && inferredParser !== null)
      editor.write(file, await format(source, { ...options, filepath: file }));
  }
}

/**
 * `.prettierrc.json` as `rest` writes it (still in memory during that run); a project that
 * keeps its configuration in another file has it found on disk.
 */
async function projectOptions(editor: MemFsEditor, root: string): Promise<Options | null> {
  const file = join(root, ".prettierrc.json");
  if (editor.exists(file)) return editor.readJSON(file) as Options;
  return resolveConfig(join(root, "package.json"));
}
