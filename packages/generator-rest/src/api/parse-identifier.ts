import { SettingError } from "../settings/setting-error.js";

/** A field name: a letter, then letters, digits or `_`; usable as is in JSON, TypeScript and queries. */
export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Names every group document has already. */
export const BUILT_IN_FIELDS = ["id", "createdAt", "updatedAt", "access_token"];

/**
 * Options of a typed-client call (`@hostkit/endpoint`'s): a field of the same name would be read
 * as the option, not sent as the field.
 */
export const CLIENT_OPTION_NAMES = ["url", "method", "baseUrl", "headers", "mediaType", "data", "request"];

/** Reads an option naming a field, such as `--user-field`. */
export function parseIdentifier(option: string): (raw: unknown) => string {
  return (raw) => {
    const name = typeof raw === "string" ? raw.trim() : "";
    if (!IDENTIFIER.test(name)) {
      throw new SettingError(`--${option} must be a letter then letters, digits or "_", got ${JSON.stringify(raw)}.`);
    }
    if (BUILT_IN_FIELDS.includes(name)) throw new SettingError(`--${option}: "${name}" is a built-in field.`);
    if (CLIENT_OPTION_NAMES.includes(name)) {
      throw new SettingError(
        `--${option}: "${name}" is an option of the typed client's calls, which would take it for itself; choose another name.`,
      );
    }
    return name;
  };
}
