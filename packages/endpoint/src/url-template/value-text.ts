/** Whether an object prints itself meaningfully (`Date`, `URL`, ...) rather than as `[object Object]`. */
export function hasOwnText(value: object): boolean {
  return value.toString !== Object.prototype.toString && typeof value.toString === "function";
}

function jsonText(value: object): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Cycles and BigInt members: fall back to the object's own text rather than throw.
    return String(value);
  }
}

/**
 * The text of a scalar, or of a member of a list or associative array. RFC 6570 stops at one
 * level of nesting; deeper arrays and objects are written as JSON text so nothing prints as
 * `[object Object]`.
 */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null) return String(value);
  return hasOwnText(value) && !Array.isArray(value) ? String(value) : jsonText(value);
}
