import { wellFormed } from "./well-formed.js";

/** UTF-8 percent-encodes a run of characters; lone surrogates become U+FFFD instead of throwing. */
export function percentEncode(run: string): string {
  try {
    return encodeURIComponent(run);
  } catch {
    return encodeURIComponent(wellFormed(run));
  }
}
