import { SettingError } from "../settings/setting-error.js";
import { kebabCase } from "./kebab-case.js";

/** npm allows 214 characters in a package name. */
const MAX_LENGTH = 214;

/** Turns any text into a kebab-case npm package name (`My API` -> `my-api`). */
export function parseProjectName(raw: unknown): string {
  if (typeof raw !== "string") throw new SettingError(`--name must be text, got ${JSON.stringify(raw)}.`);
  const name = kebabCase(raw);
  if (name === "") throw new SettingError(`--name must contain a letter or a digit, got ${JSON.stringify(raw)}.`);
  if (name.length > MAX_LENGTH) throw new SettingError(`--name must be at most ${MAX_LENGTH} characters long.`);
  return name;
}
