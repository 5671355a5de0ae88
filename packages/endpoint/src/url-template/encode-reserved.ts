import { percentEncode } from "./percent-encode.js";

const ALL_ALLOWED = /^[\w.~\-:/?#[\]@!$&'()*+,;=]*$/;
// A `%` that does not start a pct-encoded triplet, or a run of characters outside
// unreserved, reserved and `%`.
const NOT_ALLOWED = /%(?![0-9A-Fa-f]{2})|[^\w.~\-:/?#[\]@!$&'()*+,;=%]+/g;

function encodeRun(run: string): string {
  return run === "%" ? "%25" : percentEncode(run);
}

/**
 * Encodes everything outside `unreserved`, `reserved` and existing pct-encoded triplets:
 * the `+` and `#` operators and template literals (RFC 6570 sections 3.1 and 3.2.3).
 */
export function encodeReserved(text: string): string {
  return ALL_ALLOWED.test(text) ? text : text.replace(NOT_ALLOWED, encodeRun);
}
