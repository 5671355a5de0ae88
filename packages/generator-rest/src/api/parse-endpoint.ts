import { SettingError } from "../settings/setting-error.js";

const SEGMENT = /^[a-z0-9][a-z0-9._~-]*$/;

/** Reads `--endpoint` (`articles`, `/blog/posts`) into a path without its outer slashes. */
export function parseEndpoint(raw: unknown): string {
  const path = typeof raw === "string" ? raw.trim().replace(/^\/+|\/+$/g, "") : "";
  if (!path.split("/").every((segment) => SEGMENT.test(segment))) {
    throw new SettingError(
      `--endpoint must be a URL path of lower-case letters, digits, "-", "." and "_", got ${JSON.stringify(raw)}.`,
    );
  }
  return path;
}
