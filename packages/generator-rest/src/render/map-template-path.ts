import type { ProjectLayout } from "./project-layout.js";

/**
 * Maps a template's path (POSIX, relative to the templates root) to the generated file's
 * path: a leading `_` in a name becomes `.` (`_gitignore` -> `.gitignore`; npm would drop
 * or rename dotfiles in a published package), `src/api/` moves under `<srcDir>/<apiDir>/`
 * and `src/` under `<srcDir>/`.
 */
export function mapTemplatePath(templatePath: string, layout: ProjectLayout): string {
  const names = templatePath.split("/").map(undotName);
  if (names[0] !== "src" || names.length < 2) return names.join("/");
  const inApi = names[1] === "api" && names.length > 2;
  const rest = names.slice(inApi ? 2 : 1);
  return [layout.srcDir, ...(inApi ? [layout.apiDir] : []), ...rest].join("/");
}

/** `_env` -> `.env`; `__init__` stays as it is. */
function undotName(name: string): string {
  return /^_[^_]/.test(name) ? `.${name.slice(1)}` : name;
}
