import type { RequestMeta } from "./endpoint-options.js";

/** What `endpoint` and `parse` return: ready for any HTTP client. */
export interface RequestOptions {
  /** Lowercase HTTP verb: upper-case it for `fetch` (it does not normalise `patch`). */
  method: string;
  /** The full URL: placeholders expanded, query string appended. */
  url: string;
  /** Lowercased header names. */
  headers: { [name: string]: string | number };
  /** Only for PATCH, POST, PUT and DELETE requests that have a body; JSON bodies are objects, not text. */
  body?: unknown;
  request?: RequestMeta;
}
