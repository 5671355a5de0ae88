/** A setting (command-line option or prompt answer) whose value cannot be used. */
export class SettingError extends Error {
  override name = "SettingError";
}
