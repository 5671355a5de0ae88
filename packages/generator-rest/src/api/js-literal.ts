const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An expression written as it is inside a literal: a value only known when the generated code runs. */
export class Code {
  constructor(readonly text: string) {}
}

/** Longest line a literal may make before an object spreads over one line per key. */
const MAX_LINE = 100;

/**
 * A JSON-like value as a developer writes it in TypeScript: `{ title: "a", tags: ["b"] }`.
 * Given the indentation of the line it starts on, a long object takes one line per key.
 */
export function jsLiteral(value: unknown, indent?: string): string {
  const line = oneLine(value);
  if (indent === undefined || indent.length + line.length <= MAX_LINE || !isObject(value)) return line;
  const entries = Object.entries(value).map(([key, item]) => `${indent}  ${property(key)}: ${oneLine(item)},`);
  return `{\n${entries.join("\n")}\n${indent}}`;
}

function oneLine(value: unknown): string {
  if (value instanceof Code) return value.text;
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${property(key)}: ${oneLine(item)}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return JSON.stringify(value);
}

function property(key: string): string {
  // In a literal, `__proto__: x` sets the prototype; only a computed key makes it a property.
  if (key === "__proto__") return `[${JSON.stringify(key)}]`;
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
