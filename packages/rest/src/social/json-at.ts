// Reading a provider's JSON answer, whose shape no one promises.

/** The non-empty string (or number, as a string) at `path` in a JSON value; undefined for anything else. */
export function textAt(value: unknown, ...path: string[]): string | undefined {
  let found = value;
  for (const key of path) {
    found = typeof found === "object" && found !== null ? (found as Record<string, unknown>)[key] : undefined;
  }
  if (typeof found === "number" && Number.isSafeInteger(found)) return String(found);
  return typeof found === "string" && found.trim() !== "" ? found.trim() : undefined;
}

/** Whether a JSON value holds exactly `true` at `key`: a provider's "verified" must be that, not just truthy. */
export function isTrueAt(value: unknown, key: string): boolean {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)[key] === true;
}
