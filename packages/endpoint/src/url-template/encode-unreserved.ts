import { percentEncode } from "./percent-encode.js";

const ALL_UNRESERVED = /^[\w.~-]*$/;
const NOT_UNRESERVED = /[^\w.~-]+/g;
// encodeURIComponent leaves these sub-delimiters alone, RFC 6570 wants them encoded.
const SUB_DELIMS_KEPT = /[!'()*]/g;

function encodeRun(run: string): string {
  return percentEncode(run).replace(SUB_DELIMS_KEPT, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encodes every character outside RFC 3986 `unreserved` (the simple and query operators). */
export function encodeUnreserved(text: string): string {
  return ALL_UNRESERVED.test(text) ? text : text.replace(NOT_UNRESERVED, encodeRun);
}
