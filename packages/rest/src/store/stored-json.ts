/**
 * Documents are kept as JSON text; a date becomes `{"$date":"<ISO>"}`, so it comes back as a
 * Date and, compared as SQLite text, dates still sort by time.
 */
export function toStoredJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, converted: unknown) {
    const original = this[key];
    return original instanceof Date ? { $date: original.toISOString() } : converted;
  });
}

export function fromStoredJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // Walking the parsed value is cheaper than a reviver, which JSON.parse calls for every value.
  return text.includes('"$date"') ? withDates(value) : value;
}

function withDates(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (isStoredDate(value)) return new Date(value.$date);
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) container[key] = withDates(container[key]);
  return container;
}

function isStoredDate(value: unknown): value is { $date: string } {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "$date" && typeof (value as { $date: unknown }).$date === "string";
}
