import { SettingError } from "../settings/setting-error.js";

/** Reads --max-length: the most characters a text field accepts, a whole number from 1 to 1,000,000. */
export function parseMaxLength(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new SettingError(
      `--max-length is a whole number of characters from 1 to 1000000, got ${JSON.stringify(raw)}.`,
    );
  }
  return value;
}
