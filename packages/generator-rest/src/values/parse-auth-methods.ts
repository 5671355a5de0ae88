import { SettingError } from "../settings/setting-error.js";
import { AUTH_METHODS, type AuthMethod } from "./auth-methods.js";

/**
 * Reads `--auth-methods password,github` (or a checkbox answer) into known methods,
 * de-duplicated and in the canonical order.
 */
export function parseAuthMethods(raw: unknown): AuthMethod[] {
  const words = toWords(raw);
  const unknown = words.filter((word) => !isAuthMethod(word));
  if (unknown.length > 0) {
    throw new SettingError(
      `--auth-methods: unknown method ${unknown.map((word) => JSON.stringify(word)).join(", ")}; choose from ${AUTH_METHODS.join(", ")}.`,
    );
  }
  const methods = AUTH_METHODS.filter((method) => words.includes(method));
  if (methods.length === 0) throw new SettingError(`--auth-methods: choose at least one of ${AUTH_METHODS.join(", ")}.`);
  return methods;
}

function toWords(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  if (!items.every((item) => typeof item === "string")) {
    throw new SettingError(`--auth-methods must be a comma-separated list, got ${JSON.stringify(raw)}.`);
  }
  return items
    .flatMap((item) => item.split(","))
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
}

function isAuthMethod(word: string): word is AuthMethod {
  return (AUTH_METHODS as readonly string[]).includes(word);
}
