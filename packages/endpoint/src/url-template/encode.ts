const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** UTF-8 percent-encodes a run of characters; lone surrogates become U+FFFD instead of throwing. */
function percentEncode(run: string): string {
  try {
    return encodeURIComponent(run);
  } catch {
    // encodeURIComponent rejects lone UTF-16 surrogates.
    return encodeURIComponent(run.replace(LONE_SURROGATE, "\ufffd"));
  }
}

const ALL_ALLOWED = /^[\w.~\-:/?#[\]@!$&'()*+,;=]*$/;
// A `%` that does not start a pct-encoded triplet, or a run of characters outside
// unreserved, reserved and `%`.
const NOT_ALLOWED = /%(?![0-9A-Fa-f]{2})|[^\w.~\-:/?#[\]@!$&'()*+,;=%]+/g;

function encodeOutsideReserved(run: string): string {
  return run === "%" ? "%25" : percentEncode(run);
}

/**
 * Encodes everything outside `unreserved`, `reserved` and existing pct-encoded triplets:
 * the `+` and `#` operators and template literals (RFC 6570 sections 3.1 and 3.2.3).
 */
export function encodeReserved(text: string): string {
  return ALL_ALLOWED.test(text) ? text : text.replace(NOT_ALLOWED, encodeOutsideReserved);
}

const ALL_UNRESERVED = /^[\w.~-]*$/;
const NOT_UNRESERVED = /[^\w.~-]+/g;
// encodeURIComponent leaves these sub-delimiters alone, RFC 6570 wants them encoded.
const SUB_DELIMS_KEPT = /[!'()*]/g;

function encodeOutsideUnreserved(run: string): string {
  return percentEncode(run).replace(SUB_DELIMS_KEPT, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encodes every character outside RFC 3986 `unreserved` (the simple and query operators). */
export function encodeUnreserved(text: string): string {
  return ALL_UNRESERVED.test(text) ? text : text.replace(NOT_UNRESERVED, encodeOutsideUnreserved);
}

/**
 * `encodeUnreserved`, except that `+` is written as it is: in the `q` parameter of the search
 * service, `+` separates qualifiers (`q=repo:a/b+is:open`), as servers decode it to a space.
 */
export function encodeSearchQuery(text: string): string {
  if (!text.includes("+")) return encodeUnreserved(text);
  return text.split("+").map(encodeUnreserved).join("+");
}
