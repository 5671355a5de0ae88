import { SettingError } from "../settings/setting-error.js";
import { kebabCase } from "../values/kebab-case.js";

/** Turns any text into the kebab-case singular name of a group (`Blog Post` -> `blog-post`). */
export function parseGroupName(raw: unknown): string {
  const name = typeof raw === "string" ? kebabCase(raw) : "";
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(name)) {
    throw new SettingError(
      `the group name must start with a letter and hold at most 64 letters, digits and "-", got ${JSON.stringify(raw ?? "")}.`,
    );
  }
  return name;
}
