import type { MemFsEditor } from "mem-fs-editor";

/**
 * Marks a file the editor is about to write (such as `.env`, which holds the secrets) readable and
 * writable by its owner only (0600), whatever the umask; absent files are left alone.
 */
export function keepPrivate(editor: MemFsEditor, path: string): void {
  const contents = editor.read(path, { raw: true });
  if (contents === null) return;
  // mem-fs-editor applies `stat.mode` when it commits the file, and chmods a file that already exists.
  editor.write(path, contents, { stat: { mode: 0o100600 } } as Parameters<MemFsEditor["write"]>[2]);
}
