import { SettingError } from "../settings/setting-error.js";

const GROUP_LIST = /^(export const apiGroups: ApiGroup\[\] = \[\n)((?: {2}\w+,\n)*)(\];)$/m;

/**
 * Adds a group to the registry `<srcDir>/<apiDir>/index.ts`: one import line after the
 * others and one entry at the end of `apiGroups`. Registering it again changes nothing
 * (or only its import path), so a re-run never duplicates a group.
 */
export function registerGroup(source: string, group: string, from: string, registryPath: string): string {
  const list = GROUP_LIST.exec(source);
  if (!list) {
    throw new SettingError(
      `${registryPath} no longer holds "export const apiGroups: ApiGroup[] = [" with one group per line; ` +
        `add ${group} from "${from}" there by hand, or restore that list.`,
    );
  }
  const [, opening = "", entries = "", closing = ""] = list;
  const entry = `  ${group},\n`;
  const withEntry = entries.split(/(?<=\n)/).includes(entry)
    ? source
    : source.replace(GROUP_LIST, () => `${opening}${entries}${entry}${closing}`);
  return withImport(withEntry, `import { ${group} } from "${from}";`, group);
}

function withImport(source: string, line: string, group: string): string {
  const lines = source.split("\n");
  const existing = lines.findIndex((text) => new RegExp(`^import \\{ ${group} \\} from "[^"]*";$`).test(text));
  if (existing >= 0) lines[existing] = line;
  else lines.splice(lastImport(lines) + 1, 0, line);
  return lines.join("\n");
}

/** The line ending the last import statement, which may span several lines. */
function lastImport(lines: readonly string[]): number {
  const start = lines.findLastIndex((text) => text.startsWith("import "));
  if (start < 0) return -1;
  const end = lines.findIndex((text, index) => index >= start && text.trimEnd().endsWith(";"));
  return end < 0 ? start : end;
}
