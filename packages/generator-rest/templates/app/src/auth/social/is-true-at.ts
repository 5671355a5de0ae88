/** Whether a JSON value holds exactly `true` at `key`: a provider's "verified" must be that, not just truthy. */
export function isTrueAt(value: unknown, key: string): boolean {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)[key] === true;
}
