import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MemFsEditor } from "mem-fs-editor";

/** What a run of rest:api would do to a file that exists on disk and would change. */
export interface ChangedFile {
  /** Relative to the project folder. */
  path: string;
  /** The file as it is on disk. */
  current: string;
  /** The file as this run generates it. */
  generated: string;
  /** Whether the file on disk is not what the earlier run generated: someone changed it since. */
  editedSinceGenerated: boolean;
}

/** The fingerprint of a generated file, kept in `.yo-rc.json` to tell hand edits from generated text. */
export function fingerprint(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/**
 * Of `paths` (relative to `root`), those that exist on disk and that the editor would change. A file
 * without a fingerprint from the earlier run counts as edited: nothing proves it was not.
 */
export function changedFiles(
  editor: MemFsEditor,
  root: string,
  paths: readonly string[],
  fingerprints: Readonly<Record<string, string>> = {},
): ChangedFile[] {
  return paths.flatMap((path) => {
    const file = join(root, path);
    if (!existsSync(file)) return [];
    const current = readFileSync(file, "utf8");
    const generated = editor.read(file) ?? "";
    if (generated === current) return [];
    return [{ path, current, generated, editedSinceGenerated: fingerprints[path] !== fingerprint(current) }];
  });
}

/** Of `paths` (relative to `root`), those that exist on disk as the editor holds them. */
export function identicalFiles(editor: MemFsEditor, root: string, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const file = join(root, path);
    return existsSync(file) && editor.read(file) === readFileSync(file, "utf8");
  });
}
