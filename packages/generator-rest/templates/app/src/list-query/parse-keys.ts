import { ValidationError } from "../validation/validation-error.js";

export interface Key {
  name: string;
  negated: boolean;
}

/** Splits "a,-b" into keys and refuses any key outside `allowed`, naming the allowed ones. */
export function parseKeys(param: string, value: string, allowed: readonly string[]): Key[] {
  const keys = value
    .split(",")
    .map((key) => key.trim())
    .map((key) => ({ name: key.replace(/^-/, ""), negated: key.startsWith("-") }));
  const unknown = keys.find((key) => !allowed.includes(key.name));
  if (unknown) {
    throw new ValidationError([
      {
        name: "enum",
        param,
        value,
        enum: allowed,
        message: `${param} accepts only ${allowed.join(", ")} (each may start with -), got "${unknown.name}"`,
      },
    ]);
  }
  return keys;
}
