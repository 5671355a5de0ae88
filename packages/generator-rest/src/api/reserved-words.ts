/** Words JavaScript and TypeScript refuse (or shadow badly) as names of variables and types. */
const LANGUAGE = [
  "arguments", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
  "else", "enum", "eval", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
  "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public", "return",
  "static", "super", "switch", "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while", "with",
  "yield", "any", "boolean", "never", "number", "object", "string", "symbol", "unknown", "type",
];

/** Names the generated group's code already uses for something else. */
const GROUP_CODE = [
  "admin", "ana", "app", "auth", "bob", "body", "changes", "config", "count", "create", "creator", "docs", "filter",
  "find", "findOwn", "first", "found", "id", "list", "listSpec", "now", "options", "reply", "request", "response",
  "rows", "second", "store", "update", "view", "views",
  "user", "users", "Type", "Static", "ApiGroup", "HttpError", "Stored", "StoredUser", "User", "Collection", "Store",
  "Partial", "Pick", "Omit", "Record", "Required", "Readonly",
];

const RESERVED = new Set([...LANGUAGE, ...GROUP_CODE]);

/** Whether `name` cannot be used as is: a keyword, a global such as `Date`, or a name of the group's code. */
export function isReservedWord(name: string): boolean {
  return RESERVED.has(name) || name in globalThis;
}
