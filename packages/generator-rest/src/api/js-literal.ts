const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON-like value as a developer writes it in TypeScript: `{ title: "a", tags: ["b"] }`. */
export function jsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${jsLiteral(item)}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return JSON.stringify(value);
}
