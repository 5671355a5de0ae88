import { readdirSync, statSync } from "node:fs";
import { SettingError } from "../settings/setting-error.js";

/** Entries a fresh project folder may already hold. */
const TOLERATED = new Set([".git"]);

/** Refuses to generate into a file or a folder that already holds something. */
export function checkDestination(path: string, force: boolean): void {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return;
  if (!stats.isDirectory()) throw new SettingError(`${path} exists and is not a folder.`);
  const entries = readdirSync(path).filter((entry) => !TOLERATED.has(entry));
  if (entries.length > 0 && !force) {
    throw new SettingError(`${path} is not empty; choose a new folder, or add --force to write into it anyway.`);
  }
}
