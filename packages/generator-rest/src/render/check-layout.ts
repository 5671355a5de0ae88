import { SettingError } from "../settings/setting-error.js";
import type { ProjectLayout } from "./project-layout.js";

/** Folders a project creates at run time or by its scripts. */
const RUNTIME_FOLDERS = ["node_modules", "dist", "coverage", "data", "docs"];

/**
 * Refuses a layout whose source or API folder would land on another folder of the
 * project (`--src-dir test`, `--api-dir store`), which would mix or overwrite files.
 * `templatePaths` are the template files, relative to the templates root.
 */
export function checkLayout(templatePaths: readonly string[], layout: ProjectLayout): void {
  const projectFolders = [...RUNTIME_FOLDERS, ...foldersUnder(templatePaths, "")].filter((name) => name !== "src");
  if (projectFolders.includes(layout.srcDir)) {
    throw new SettingError(`--src-dir "${layout.srcDir}" is already a folder of the project; choose another name.`);
  }
  const sourceFolders = foldersUnder(templatePaths, "src/").filter((name) => name !== "api");
  if (sourceFolders.includes(layout.apiDir)) {
    throw new SettingError(
      `--api-dir "${layout.apiDir}" is already a folder of ${layout.srcDir}/; choose another name.`,
    );
  }
}

function foldersUnder(paths: readonly string[], prefix: string): string[] {
  return paths
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length).split("/"))
    .filter((names) => names.length > 1)
    .map((names) => names[0] ?? "");
}
