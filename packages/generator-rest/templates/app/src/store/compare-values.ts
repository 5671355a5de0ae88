/** MongoDB's order of types: missing and null first, then numbers, strings, objects, arrays, booleans, dates. */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === "number") return 1;
  if (typeof value === "string") return 2;
  if (value instanceof Date) return 6;
  if (typeof value === "boolean") return 5;
  return Array.isArray(value) ? 4 : 3;
}

/** Orders two stored values as MongoDB sorts them (strings by code point). */
export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (a === undefined || a === null) return 0;
  const [left, right] = [JSON.stringify(a), JSON.stringify(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}
