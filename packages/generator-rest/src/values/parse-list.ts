import { SettingError } from "../settings/setting-error.js";

/**
 * Reads a comma-separated option (`--methods create,show`) or a checkbox answer into
 * known choices (each a `noun` in messages), de-duplicated and in the choices' order.
 */
export function parseList<Choice extends string>(
  option: string,
  noun: string,
  choices: readonly Choice[],
  raw: unknown,
): Choice[] {
  const words = toWords(option, raw);
  const unknown = words.filter((word) => !(choices as readonly string[]).includes(word));
  if (unknown.length > 0) {
    const names = unknown.map((word) => JSON.stringify(word)).join(", ");
    throw new SettingError(`--${option}: unknown ${noun} ${names}; choose from ${choices.join(", ")}.`);
  }
  return choices.filter((choice) => words.includes(choice));
}

function toWords(option: string, raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  if (!items.every((item) => typeof item === "string")) {
    throw new SettingError(`--${option} must be a comma-separated list, got ${JSON.stringify(raw)}.`);
  }
  return items
    .flatMap((item) => item.split(","))
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
}
