/** Whether an object prints itself meaningfully (`Date`, `URL`, ...) rather than as `[object Object]`. */
export function hasOwnText(value: object): boolean {
  return value.toString !== Object.prototype.toString && typeof value.toString === "function";
}

/** JSON text that also takes BigInt members and cycles, which JSON.stringify alone rejects. */
function jsonText(value: object): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, member: unknown) => {
    if (typeof member === "bigint") return member.toString();
    if (typeof member === "object" && member !== null) {
      if (seen.has(member)) return "[Circular]";
      seen.add(member);
    }
    return member;
  }) as string | undefined;
  return text ?? "";
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
