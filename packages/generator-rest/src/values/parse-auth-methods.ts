import { SettingError } from "../settings/setting-error.js";
import { AUTH_METHODS, type AuthMethod } from "./auth-methods.js";
import { parseList } from "./parse-list.js";

/**
 * Reads `--auth-methods password,github` (or a checkbox answer) into known methods,
 * de-duplicated and in the canonical order.
 */
export function parseAuthMethods(raw: unknown): AuthMethod[] {
  const methods = parseList("auth-methods", "method", AUTH_METHODS, raw);
  if (methods.length === 0)
    throw new SettingError(`--auth-methods: choose at least one of ${AUTH_METHODS.join(", ")}.`);
  return methods;
}
