/** JWT_EXPIRES_IN: seconds ("3600") or a number and a unit ("30m", "12h", "7d", "2w"); a week when unset. */
export function readLifetime(value: string | undefined): string {
  if (!value) return "7d";
  if (!/^\d+\s*(s|sec|secs|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)?$/i.test(value)) {
    throw new Error(`JWT_EXPIRES_IN must be seconds or a number and a unit such as "7d", got "${value}"`);
  }
  return value;
}
