import { SettingError } from "../settings/setting-error.js";

const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Reads a folder option: one folder name made of letters, digits, `-` and `_`, so it is
 * the same on every system and safe in import paths and config globs.
 */
export function parseFolderName(option: string): (raw: unknown) => string {
  return (raw) => {
    const name = typeof raw === "string" ? raw.trim() : "";
    if (!FOLDER_NAME.test(name)) {
      throw new SettingError(
        `--${option} must be one folder name made of letters, digits, "-" and "_", got ${JSON.stringify(raw)}.`,
      );
    }
    return name;
  };
}
