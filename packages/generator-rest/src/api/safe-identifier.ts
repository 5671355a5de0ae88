import { isReservedWord } from "./reserved-words.js";

/** `class` -> `classItem`: a reserved word gets `suffix`, anything else stays as it is. */
export function safeIdentifier(name: string, suffix: string): string {
  return isReservedWord(name) ? `${name}${suffix}` : name;
}
