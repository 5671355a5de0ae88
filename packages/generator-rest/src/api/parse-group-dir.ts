import { SettingError } from "../settings/setting-error.js";
import { parseFolderName } from "../values/parse-folder-name.js";

const parseSegment = parseFolderName("dir");

/** Reads `--dir` (`articles`, `blog/posts`): the group's folder inside the API folder. */
export function parseGroupDir(raw: unknown): string {
  if (typeof raw !== "string") throw new SettingError(`--dir must be a folder path, got ${JSON.stringify(raw)}.`);
  return raw
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map(parseSegment)
    .join("/");
}
