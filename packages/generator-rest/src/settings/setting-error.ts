/**
 * A setting (command-line option or prompt answer) whose value cannot be used. The message
 * names settings by their options (`--src-dir`), one problem a line.
 */
export class SettingError extends Error {
  override name = "SettingError";
}
