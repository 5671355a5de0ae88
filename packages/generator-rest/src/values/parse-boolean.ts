import { SettingError } from "../settings/setting-error.js";

const WORDS = new Map([
  ["true", true],
  ["yes", true],
  ["y", true],
  ["false", false],
  ["no", false],
  ["n", false],
]);

/** Reads a yes/no option: a boolean, or one of true/false/yes/no/y/n. */
export function parseBoolean(option: string): (raw: unknown) => boolean {
  return (raw) => {
    if (typeof raw === "boolean") return raw;
    const value = typeof raw === "string" ? WORDS.get(raw.trim().toLowerCase()) : undefined;
    if (value === undefined) throw new SettingError(`--${option} is a yes/no option, got ${JSON.stringify(raw)}.`);
    return value;
  };
}
