import { ValidationError, type Failure } from "../validation/validation-error.js";

export interface Key {
  name: string;
  negated: boolean;
}

/**
 * Splits "a,-b" into keys and refuses any key outside `allowed`, naming the allowed ones; with `max`, also
 * more keys than that, and a key named again is dropped (its first place decides, as a sort has it).
 */
export function parseKeys(param: string, value: string, allowed: readonly string[], max?: number): Key[] {
  const keys = value
    .split(",")
    .map((key) => key.trim())
    .map((key) => ({ name: key.replace(/^-/, ""), negated: key.startsWith("-") }));
  const refuse = (failure: Pick<Failure, "name" | "message"> & Record<string, unknown>) =>
    new ValidationError([{ param, value, ...failure }]);
  const unknown = keys.find((key) => !allowed.includes(key.name));
  if (unknown) {
    throw refuse({
      name: "enum",
      enum: allowed,
      message: `${param} accepts only ${allowed.join(", ")} (each may start with -), got "${unknown.name}"`,
    });
  }
  if (max === undefined) return keys;
  if (keys.length > max) {
    throw refuse({ name: "maxkeys", maxkeys: max, message: `${param} takes at most ${max} keys, got ${keys.length}` });
  }
  return keys.filter((key, index) => keys.findIndex((other) => other.name === key.name) === index);
}
